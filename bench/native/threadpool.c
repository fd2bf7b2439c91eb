/* A work queue, as the .NET thread pool runs work items: a fixed pool of <threads> pthreads, each taking the
 * next stripe of <buffer> bytes from a shared atomic counter until none is left, with pread/pwrite.
 *   threadpool <input> <output> <fresh|existing> <shift> <buffer> <threads> */
#include "output.h"
#include <pthread.h>
#include <stdatomic.h>

static int in_fd, out_fd;
static long long length, stripe;
static unsigned char shift;
static atomic_llong next_stripe;

static void *worker(void *arg) {
    (void)arg;
    unsigned char *buffer = malloc((size_t)(length < stripe ? (length > 0 ? length : 1) : stripe));
    if (!buffer) die("malloc");
    for (;;) {
        long long offset = atomic_fetch_add(&next_stripe, 1) * stripe;
        if (offset >= length) break;
        size_t n = (size_t)(length - offset < stripe ? length - offset : stripe);
        shift_stripe(in_fd, out_fd, buffer, offset, n, shift);
    }
    free(buffer);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 7) { fprintf(stderr, "usage: threadpool input output fresh|existing shift buffer threads\n"); return 2; }
    in_fd = open_input(argv[1], &length);
    output_file out = open_output(argv[2], argv[3], length);
    out_fd = out.fd;
    shift = (unsigned char)atoi(argv[4]);
    stripe = parse_size(argv[5]);
    int workers = atoi(argv[6]);
    if (workers < 1) workers = 1;
    if (workers > 256) workers = 256;
    pthread_t threads[256];
    for (int i = 0; i < workers; i++) pthread_create(&threads[i], NULL, worker, NULL);
    for (int i = 0; i < workers; i++) pthread_join(threads[i], NULL);
    close_output(&out);
    return 0;
}

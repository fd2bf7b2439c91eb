/* The seeds' threaded loop: worker i of n takes stripes i, i+n, ... of <buffer> bytes, with pread/pwrite.
 *   pthreads <input> <output> <fresh|existing> <shift> <buffer> <threads> */
#include "output.h"
#include <pthread.h>

static int in_fd, out_fd, workers;
static long long length, stripe;
static unsigned char shift;

static void *worker(void *arg) {
    long long index = (long long)(size_t)arg;
    unsigned char *buffer = malloc((size_t)stripe);
    if (!buffer) die("malloc");
    for (long long offset = index * stripe; offset < length; offset += stripe * workers) {
        size_t n = (size_t)(length - offset < stripe ? length - offset : stripe);
        shift_stripe(in_fd, out_fd, buffer, offset, n, shift);
    }
    free(buffer);
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 7) { fprintf(stderr, "usage: pthreads input output fresh|existing shift buffer threads\n"); return 2; }
    in_fd = open_input(argv[1], &length);
    output_file out = open_output(argv[2], argv[3], length);
    out_fd = out.fd;
    shift = (unsigned char)atoi(argv[4]);
    stripe = parse_size(argv[5]);
    workers = atoi(argv[6]);
    if (workers < 1) workers = 1;
    pthread_t threads[256];
    if (workers > 256) workers = 256;
    for (int i = 0; i < workers; i++) pthread_create(&threads[i], NULL, worker, (void *)(size_t)i);
    for (int i = 0; i < workers; i++) pthread_join(threads[i], NULL);
    close_output(&out);
    return 0;
}

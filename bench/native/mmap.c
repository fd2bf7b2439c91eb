/* The seeds' mapped strategy, optionally threaded: input and output mapped whole, worker i of n
 * transforms stripes i, i+n, ... of <buffer> bytes from one mapping into the other (threads 1 = one pass).
 *   mmap <input> <output> <fresh|existing> <shift> <buffer> <threads> */
#include "output.h"
#include <pthread.h>
#include <sys/mman.h>

static const unsigned char *src;
static unsigned char *dst;
static long long length, stripe;
static int workers;
static unsigned char shift;

static void *worker(void *arg) {
    long long index = (long long)(size_t)arg;
    for (long long offset = index * stripe; offset < length; offset += stripe * workers) {
        size_t n = (size_t)(length - offset < stripe ? length - offset : stripe);
        add_shift(src + offset, dst + offset, n, shift);
    }
    return NULL;
}

int main(int argc, char **argv) {
    if (argc != 7) { fprintf(stderr, "usage: mmap input output fresh|existing shift buffer threads\n"); return 2; }
    int in = open_input(argv[1], &length);
    output_file out = open_output(argv[2], argv[3], length);
    shift = (unsigned char)atoi(argv[4]);
    stripe = parse_size(argv[5]);
    workers = atoi(argv[6]);
    if (workers < 1) workers = 1;
    if (workers > 256) workers = 256;
    if (workers == 1) stripe = length > 0 ? length : 1;
    if (length > 0) {
        src = mmap(NULL, (size_t)length, PROT_READ, MAP_SHARED, in, 0);
        if (src == MAP_FAILED) die("mmap input");
        dst = mmap(NULL, (size_t)length, PROT_READ | PROT_WRITE, MAP_SHARED, out.fd, 0);
        if (dst == MAP_FAILED) die("mmap output");
        madvise((void *)src, (size_t)length, MADV_SEQUENTIAL);
        pthread_t threads[256];
        for (int i = 0; i < workers; i++) pthread_create(&threads[i], NULL, worker, (void *)(size_t)i);
        for (int i = 0; i < workers; i++) pthread_join(threads[i], NULL);
        munmap(dst, (size_t)length);
        munmap((void *)src, (size_t)length);
    }
    close_output(&out);
    return 0;
}

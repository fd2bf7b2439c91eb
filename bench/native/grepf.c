/* The hand-written parallel fixed-string line filter that FileProcessor.Filter is timed against: the file mapped
 * read-only, cut into one chunk per thread at line ends, each thread finding the word over the whole chunk (not line by
 * line: from each match back to its line's start and on to its end) and collecting its lines in a buffer of its own; the
 * main thread writes the buffers in file order. Prints what LC_ALL=C grep -F WORD prints. The search is AVX2's
 * first-and-last-byte filter (32 places at a time where both the word's first and last bytes match, each candidate
 * checked with memcmp), as ripgrep's and the fast memmem's are; glibc's memmem where AVX2 is not compiled in.
 *   grepf <word> <input> [threads=nproc]          (exit 0 when a line was printed, 1 when none, 2 on an error) */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#ifdef __AVX2__
#include <immintrin.h>
#endif

typedef struct {
    const char *start, *end; /* whole lines, the last of the file may lack its newline */
    char *out;
    size_t used, size;
} chunk;

static const char *word;
static size_t word_length;

static void die(const char *what) { fprintf(stderr, "grepf: %s: %s\n", what, strerror(errno)); exit(2); }

static void append(chunk *c, const char *line, size_t n) {
    if (c->used + n + 1 > c->size) {
        c->size = (c->used + n + 1) * 2;
        if (!(c->out = realloc(c->out, c->size))) die("realloc");
    }
    memcpy(c->out + c->used, line, n);
    c->out[c->used + n] = '\n';
    c->used += n + 1;
}

/* The first place in [at, end) where the word starts, or NULL. */
static const char *find(const char *at, const char *end) {
#ifdef __AVX2__
    if (word_length >= 2) {
        const __m256i first = _mm256_set1_epi8(word[0]), last = _mm256_set1_epi8(word[word_length - 1]);
        for (; at + word_length - 1 + 32 <= end; at += 32) {
            __m256i a = _mm256_loadu_si256((const __m256i *)at);
            __m256i b = _mm256_loadu_si256((const __m256i *)(at + word_length - 1));
            unsigned mask = (unsigned)_mm256_movemask_epi8(_mm256_and_si256(_mm256_cmpeq_epi8(a, first), _mm256_cmpeq_epi8(b, last)));
            while (mask) {
                int i = __builtin_ctz(mask);
                if (memcmp(at + i + 1, word + 1, word_length - 2) == 0) return at + i;
                mask &= mask - 1;
            }
        }
    }
#endif
    return end - at >= (long)word_length ? memmem(at, (size_t)(end - at), word, word_length) : NULL;
}

static void *search(void *arg) {
    chunk *c = arg;
    const char *at = c->start;
    while (at < c->end) {
        const char *found = find(at, c->end);
        if (!found) break;
        const char *line = found;
        while (line > c->start && line[-1] != '\n') line--;
        const char *stop = memchr(found, '\n', (size_t)(c->end - found));
        if (!stop) stop = c->end;
        append(c, line, (size_t)(stop - line));
        at = stop + 1;
    }
    return NULL;
}

static void write_all(const char *bytes, size_t n) {
    while (n > 0) {
        ssize_t w = write(1, bytes, n);
        if (w < 0) { if (errno == EINTR) continue; die("write"); }
        bytes += w, n -= (size_t)w;
    }
}

int main(int argc, char **argv) {
    if (argc < 3 || argc > 4 || !argv[1][0]) { fprintf(stderr, "usage: grepf word input [threads]\n"); return 2; }
    word = argv[1], word_length = strlen(word);
    int threads = argc == 4 ? atoi(argv[3]) : (int)sysconf(_SC_NPROCESSORS_ONLN);
    if (threads < 1) threads = 1;
    if (threads > 256) threads = 256;
    int fd = open(argv[2], O_RDONLY);
    if (fd < 0) die(argv[2]);
    struct stat st;
    if (fstat(fd, &st) != 0) die(argv[2]);
    size_t length = (size_t)st.st_size;
    if (length == 0) return 1;
    const char *file = mmap(NULL, length, PROT_READ, MAP_PRIVATE, fd, 0);
    if (file == MAP_FAILED) die("mmap");
    madvise((void *)file, length, MADV_SEQUENTIAL);

    chunk chunks[256] = {0};
    pthread_t ids[256];
    const char *from = file, *end = file + length;
    for (int i = 0; i < threads; i++) {
        const char *to = i == threads - 1 ? end : file + length / (size_t)threads * (size_t)(i + 1);
        if (to < from) to = from;
        const char *newline = to < end ? memchr(to, '\n', (size_t)(end - to)) : NULL;
        to = i == threads - 1 || !newline ? end : newline + 1;
        chunks[i].start = from, chunks[i].end = to;
        if (pthread_create(&ids[i], NULL, search, &chunks[i]) != 0) die("pthread_create");
        from = to;
    }
    size_t printed = 0;
    for (int i = 0; i < threads; i++) {
        pthread_join(ids[i], NULL);
        write_all(chunks[i].out, chunks[i].used);
        printed += chunks[i].used;
        free(chunks[i].out);
    }
    return printed > 0 ? 0 : 1;
}

/* How every baseline opens its output, so they differ only in how bytes move.
 *   fresh:    a new temporary file beside the output, renamed over it at the end (cci's default, atomic)
 *   existing: the output written in place, never truncated to zero, its length set only if it differs
 *             (cci --overwrite) */
#ifndef CCI_NATIVE_OUTPUT_H
#define CCI_NATIVE_OUTPUT_H

#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

typedef struct {
    int fd;
    char final_path[4096];
    char temp_path[4096];
} output_file;

static void die(const char *what) {
    fprintf(stderr, "native: %s: %s\n", what, strerror(errno));
    exit(1);
}

static int open_input(const char *path, long long *length) {
    int fd = open(path, O_RDONLY);
    if (fd < 0) die(path);
    struct stat st;
    if (fstat(fd, &st) != 0) die("fstat");
    *length = st.st_size;
    return fd;
}

static output_file open_output(const char *path, const char *mode, long long length) {
    output_file out = {0};
    snprintf(out.final_path, sizeof out.final_path, "%s", path);
    if (strcmp(mode, "fresh") == 0) {
        snprintf(out.temp_path, sizeof out.temp_path, "%s.native-tmp.%d", path, (int)getpid());
        out.fd = open(out.temp_path, O_RDWR | O_CREAT | O_EXCL, 0644);
        if (out.fd < 0) die(out.temp_path);
        if (ftruncate(out.fd, length) != 0) die("ftruncate");
    } else if (strcmp(mode, "existing") == 0) {
        out.fd = open(path, O_RDWR | O_CREAT, 0644);
        if (out.fd < 0) die(path);
        struct stat st;
        if (fstat(out.fd, &st) != 0) die("fstat");
        if (st.st_size != length && ftruncate(out.fd, length) != 0) die("ftruncate");
    } else {
        fprintf(stderr, "native: mode must be fresh or existing, not '%s'\n", mode);
        exit(2);
    }
    return out;
}

static void close_output(output_file *out) {
    if (close(out->fd) != 0) die("close");
    if (out->temp_path[0] && rename(out->temp_path, out->final_path) != 0) die("rename");
}

static void add_shift(const unsigned char *src, unsigned char *dst, size_t n, unsigned char shift) {
    for (size_t i = 0; i < n; i++) dst[i] = (unsigned char)(src[i] + shift);
}

/* The threaded baselines' stripe: n bytes at offset read with pread, shifted in place, written back with pwrite. */
static inline void shift_stripe(int in_fd, int out_fd, unsigned char *buffer, long long offset, size_t n, unsigned char shift) {
    for (size_t done = 0; done < n;) {
        ssize_t got = pread(in_fd, buffer + done, n - done, offset + (off_t)done);
        if (got <= 0) die("pread");
        done += (size_t)got;
    }
    add_shift(buffer, buffer, n, shift);
    for (size_t done = 0; done < n;) {
        ssize_t put = pwrite(out_fd, buffer + done, n - done, offset + (off_t)done);
        if (put < 0) die("pwrite");
        done += (size_t)put;
    }
}

static long long parse_size(const char *text) {
    char *end;
    long long n = strtoll(text, &end, 10);
    if (*end == 'K' || *end == 'k') n <<= 10;
    else if (*end == 'M' || *end == 'm') n <<= 20;
    if (n <= 0) { fprintf(stderr, "native: bad size '%s'\n", text); exit(2); }
    return n;
}

#endif

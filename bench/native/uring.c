/* Overlapped I/O, the article's cciOV: one thread keeps <depth> blocks in flight with io_uring (liburing).
 *   uring <input> <output> <fresh|existing> <shift> <buffer> <depth>
 * The pipeline: the file is cut into blocks of <buffer> bytes (the last one partial), each held by one of
 * <depth> slots. Reads are queued in file order (read-ahead); when a block's read completes it is transformed in
 * place and its write queued at the same offset (write-behind); when that write completes the slot takes the
 * next unread block. A short read or write is queued again for the rest. */
#include "output.h"
#include <liburing.h>

typedef struct {
    unsigned char *buf;
    long long offset;
    size_t len, done;
    int writing;
} slot;

static struct io_uring ring;
static int in_fd, out_fd;

static void queue(slot *s) {   /* the rest of the slot's read or write */
    struct io_uring_sqe *sqe = io_uring_get_sqe(&ring);
    if (!sqe) { fprintf(stderr, "native: io_uring submission queue full\n"); exit(1); }
    if (s->writing) io_uring_prep_write(sqe, out_fd, s->buf + s->done, (unsigned)(s->len - s->done), (__u64)(s->offset + (long long)s->done));
    else io_uring_prep_read(sqe, in_fd, s->buf + s->done, (unsigned)(s->len - s->done), (__u64)(s->offset + (long long)s->done));
    io_uring_sqe_set_data(sqe, s);
}

int main(int argc, char **argv) {
    if (argc != 7) { fprintf(stderr, "usage: uring input output fresh|existing shift buffer depth\n"); return 2; }
    long long length;
    in_fd = open_input(argv[1], &length);
    output_file out = open_output(argv[2], argv[3], length);
    out_fd = out.fd;
    unsigned char shift = (unsigned char)atoi(argv[4]);
    long long block = parse_size(argv[5]);
    if (block > (1LL << 30)) block = 1LL << 30;      /* one read or write is at most 2^31-1 bytes */
    if (block > length) block = length > 0 ? length : 1;   /* no buffer larger than the file */
    int depth = atoi(argv[6]);
    if (depth < 1) depth = 1;
    if (depth > 4096) depth = 4096;

    if (length > 0) {
        int r = io_uring_queue_init((unsigned)depth, &ring, 0);
        if (r < 0) { errno = -r; die("io_uring_queue_init"); }
        slot *slots = calloc((size_t)depth, sizeof *slots);
        if (!slots) die("calloc");
        long long next = 0;   /* offset of the first block no slot has taken */
        int active = 0;       /* slots with a read or write in flight */
        for (int i = 0; i < depth && next < length; i++, active++) {
            slots[i].buf = malloc((size_t)block);
            if (!slots[i].buf) die("malloc");
            slots[i].offset = next;
            slots[i].len = (size_t)(length - next < block ? length - next : block);
            next += (long long)slots[i].len;
            queue(&slots[i]);
        }
        while (active > 0) {
            if ((r = io_uring_submit_and_wait(&ring, 1)) < 0) { errno = -r; die("io_uring_submit_and_wait"); }
            struct io_uring_cqe *cqe;
            while (io_uring_peek_cqe(&ring, &cqe) == 0) {   /* every completion there is, then one submit */
                slot *s = io_uring_cqe_get_data(cqe);
                int res = cqe->res;
                io_uring_cqe_seen(&ring, cqe);
                if (res < 0) { errno = -res; die(s->writing ? "write" : "read"); }
                if (res == 0) { errno = EIO; die(s->writing ? "write made no progress" : "input ended early"); }
                s->done += (size_t)res;
                if (s->done < s->len) {                       /* short: the rest */
                    queue(s);
                } else if (!s->writing) {                     /* read: transform, write behind */
                    add_shift(s->buf, s->buf, s->len, shift);
                    s->writing = 1, s->done = 0;
                    queue(s);
                } else if (next < length) {                   /* written: read ahead the next block */
                    s->offset = next;
                    s->len = (size_t)(length - next < block ? length - next : block);
                    next += (long long)s->len;
                    s->writing = 0, s->done = 0;
                    queue(s);
                } else {
                    active--;
                }
            }
        }
        io_uring_queue_exit(&ring);
    }
    close_output(&out);
    return 0;
}

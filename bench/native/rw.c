/* The seeds' plain loop: read a buffer, add the shift, write it, in file order.
 *   rw <input> <output> <fresh|existing> <shift> <buffer> */
#include "output.h"

int main(int argc, char **argv) {
    if (argc != 6) { fprintf(stderr, "usage: rw input output fresh|existing shift buffer\n"); return 2; }
    long long length;
    int in = open_input(argv[1], &length);
    output_file out = open_output(argv[2], argv[3], length);
    unsigned char shift = (unsigned char)atoi(argv[4]);
    size_t size = (size_t)parse_size(argv[5]);
    unsigned char *buffer = malloc(size);
    if (!buffer) die("malloc");
    ssize_t got;
    while ((got = read(in, buffer, size)) > 0) {
        add_shift(buffer, buffer, (size_t)got, shift);
        for (ssize_t done = 0; done < got;) {
            ssize_t put = write(out.fd, buffer + done, (size_t)(got - done));
            if (put < 0) die("write");
            done += put;
        }
    }
    if (got < 0) die("read");
    close_output(&out);
    return 0;
}

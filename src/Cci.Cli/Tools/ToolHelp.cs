namespace Cci.Cli.Tools;

/// <summary>
/// What <c>wc --help</c> and <c>cmp --help</c> print when cci is called by the tool's name: GNU's text, its usage lines naming
/// the program as it was called (<c>Usage: /usr/bin/wc [OPTION]...</c>), and that it is cci.
/// </summary>
internal static class ToolHelp
{
    public static string Wc(string program) => $$"""
        Usage: {{program}} [OPTION]... [FILE]...
          or:  {{program}} [OPTION]... --files0-from=F
        Print newline, word, and byte counts for each FILE, and a total line if
        more than one FILE is specified.  A word is a nonempty sequence of non white
        space delimited by white space characters or by start or end of input.

        With no FILE, or when FILE is -, read standard input.

        The options below may be used to select which counts are printed, always in
        the following order: newline, word, character, byte, maximum line length.
          -c, --bytes            print the byte counts
          -m, --chars            print the character counts
          -l, --lines            print the newline counts
              --files0-from=F    read input from the files specified by
                                   NUL-terminated names in file F;
                                   If F is - then read names from standard input
          -L, --max-line-length  print the maximum display width
          -w, --words            print the word counts
              --total=WHEN       when to print a line with total counts;
                                   WHEN can be: auto, always, only, never
              --help        display this help and exit
              --version     output version information and exit

        This wc is cci (called by the name wc), a drop-in for GNU wc; 'cci wc --help'
        lists cci's own options as well.

        """;

    public static string Cmp(string program) => $$"""
        Usage: {{program}} [OPTION]... FILE1 [FILE2 [SKIP1 [SKIP2]]]
        Compare two files byte by byte.

        The optional SKIP1 and SKIP2 specify the number of bytes to skip
        at the beginning of each file (zero by default).

        Mandatory arguments to long options are mandatory for short options too.
          -b, --print-bytes          print differing bytes
          -i, --ignore-initial=SKIP         skip first SKIP bytes of both inputs
          -i, --ignore-initial=SKIP1:SKIP2  skip first SKIP1 bytes of FILE1 and
                                              first SKIP2 bytes of FILE2
          -l, --verbose              output byte numbers and differing byte values
          -n, --bytes=LIMIT          compare at most LIMIT bytes
          -s, --quiet, --silent      suppress all normal output
              --help                 display this help and exit
          -v, --version              output version information and exit

        SKIP values may be followed by the following multiplicative suffixes:
        kB 1000, K 1024, MB 1,000,000, M 1,048,576,
        GB 1,000,000,000, G 1,073,741,824, and so on for T, P, E, Z, Y.

        If a FILE is '-' or missing, read standard input.
        Exit status is 0 if inputs are the same, 1 if different, 2 if trouble.

        This cmp is cci (called by the name cmp), a drop-in for GNU cmp;
        'cci compare --help' lists cci's own options as well.

        """;
}

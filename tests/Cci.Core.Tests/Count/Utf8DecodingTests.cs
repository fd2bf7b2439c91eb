using Cci.Core.Count;
using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Count;

/// <summary>
/// wc's UTF-8 decoding pinned to GNU wc in a UTF-8 locale (glibc's mbrtowc), byte sequence by byte sequence: the edges
/// of every length, the surrogates, past U+10FFFF, overlong forms, 5- and 6-byte forms, lone continuation bytes and
/// sequences cut short. The characters and widths are what GNU wc 9.1's <c>LC_ALL=C.UTF-8 wc -m</c> and <c>-L</c> printed
/// for the bytes (9.11 prints the same); the words are GNU coreutils 9.11's (<see cref="WcReference"/>): every sequence
/// is a word, an encoding error or an unprintable character included, but for the spaces U+3000 and U+00A0 (9.1 counted
/// no word for an unprintable character or an encoding error alone). So the tests need no wc.
/// </summary>
public sealed class Utf8DecodingTests : IDisposable
{
    /// <summary>
    /// Each sequence, and what GNU wc counts for it alone in a file (chars, width, words) and between the letters a and b
    /// ("a" + bytes + "b").
    /// </summary>
    private static readonly (string Hex, string What, (int Characters, int Width, int Words) Alone, (int Characters, int Width, int Words) Between)[] Table =
    [
        ("7F", "U+007F, the last ASCII character (a control)", (1, 0, 1), (3, 2, 1)),
        ("C2 80", "U+0080, the first of two bytes (a control)", (1, 0, 1), (3, 2, 1)),
        ("DF BF", "U+07FF, the last of two bytes", (1, 1, 1), (3, 3, 1)),
        ("E0 A0 80", "U+0800, the first of three bytes", (1, 1, 1), (3, 3, 1)),
        ("ED 9F BF", "U+D7FF, the last before the surrogates (unassigned)", (1, 0, 1), (3, 2, 1)),
        ("ED A0 80", "U+D800, the first surrogate: no character", (0, 0, 1), (2, 2, 1)),
        ("ED BF BF", "U+DFFF, the last surrogate: no character", (0, 0, 1), (2, 2, 1)),
        ("EE 80 80", "U+E000, the first after the surrogates (private use)", (1, 1, 1), (3, 3, 1)),
        ("EF BF BF", "U+FFFF, the last of three bytes (a non-character)", (1, 0, 1), (3, 2, 1)),
        ("F0 90 80 80", "U+10000, the first of four bytes", (1, 1, 1), (3, 3, 1)),
        ("F4 8F BF BF", "U+10FFFF, the last of Unicode", (1, 0, 1), (3, 2, 1)),
        ("F4 90 80 80", "U+110000, past Unicode: glibc decodes it", (1, 0, 1), (3, 2, 1)),
        ("C0 80", "overlong U+0000 in two bytes", (0, 0, 1), (2, 2, 1)),
        ("C1 BF", "overlong U+007F in two bytes", (0, 0, 1), (2, 2, 1)),
        ("E0 80 80", "overlong U+0000 in three bytes", (0, 0, 1), (2, 2, 1)),
        ("E0 9F BF", "overlong U+07FF in three bytes", (0, 0, 1), (2, 2, 1)),
        ("F0 80 80 80", "overlong U+0000 in four bytes", (0, 0, 1), (2, 2, 1)),
        ("F0 8F BF BF", "overlong U+FFFF in four bytes", (0, 0, 1), (2, 2, 1)),
        ("F8 80 80 80 80", "overlong U+0000 in five bytes", (0, 0, 1), (2, 2, 1)),
        ("FC 80 80 80 80 80", "overlong U+0000 in six bytes", (0, 0, 1), (2, 2, 1)),
        ("F8 88 80 80 80", "U+200000, the first of five bytes", (1, 0, 1), (3, 2, 1)),
        ("FC 84 80 80 80 80", "U+4000000, the first of six bytes", (1, 0, 1), (3, 2, 1)),
        ("F7 BF BF BF", "U+1FFFFF, the last of four bytes", (1, 0, 1), (3, 2, 1)),
        ("FB BF BF BF BF", "U+3FFFFFF, the last of five bytes", (1, 0, 1), (3, 2, 1)),
        ("FD BF BF BF BF BF", "U+7FFFFFFF, the last of six bytes", (1, 0, 1), (3, 2, 1)),
        ("FE", "FE, never a first byte", (0, 0, 1), (2, 2, 1)),
        ("FF", "FF, never a first byte", (0, 0, 1), (2, 2, 1)),
        ("80", "a lone continuation byte", (0, 0, 1), (2, 2, 1)),
        ("BF", "the last continuation byte, alone", (0, 0, 1), (2, 2, 1)),
        ("80 80 80", "three continuation bytes", (0, 0, 1), (2, 2, 1)),
        ("C3", "two bytes cut short by the end", (0, 0, 1), (2, 2, 1)),
        ("E2 82", "three bytes cut short by the end", (0, 0, 1), (2, 2, 1)),
        ("F0 9F 98", "four bytes cut short by the end", (0, 0, 1), (2, 2, 1)),
        ("F8 88 80 80", "five bytes cut short by the end", (0, 0, 1), (2, 2, 1)),
        ("FC 84 80 80 80", "six bytes cut short by the end", (0, 0, 1), (2, 2, 1)),
        ("C3 41", "two bytes cut short by an A", (1, 1, 1), (3, 3, 1)),
        ("E2 82 41", "three bytes cut short by an A", (1, 1, 1), (3, 3, 1)),
        ("F0 9F 98 41", "four bytes cut short by an A", (1, 1, 1), (3, 3, 1)),
        ("E2 41 82", "an A inside three bytes", (1, 1, 1), (3, 3, 1)),
        ("C3 A9 CC 81", "e-acute and a combining acute: two characters, one column", (2, 1, 1), (4, 3, 1)),
        ("E3 80 80", "U+3000, the ideographic space: two columns, and a space", (1, 2, 0), (3, 4, 2)),
        ("E6 97 A5", "U+65E5, a wide letter", (1, 2, 1), (3, 4, 1)),
        ("F0 9F 98 80", "U+1F600, a wide emoji", (1, 2, 1), (3, 4, 1)),
        ("C2 A0", "U+00A0, the no-break space: a space to GNU wc", (1, 1, 0), (3, 3, 2)),
        ("E2 80 8B", "U+200B, the zero-width space", (1, 0, 1), (3, 2, 1)),
    ];

    /// <summary>The stripe (and read) size of the runs across edges: the smallest stripe the engine makes.</summary>
    private const int Stripe = 4096;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string, string, int, int, int> Alone() => Rows(row => row.Alone);

    public static TheoryData<string, string, int, int, int> Between() => Rows(row => row.Between);

    [Theory]
    [MemberData(nameof(Alone))]
    public void A_sequence_alone_in_a_file_counts_as_GNU_wc_counts_it(string hex, string what, int chars, int width, int words) =>
        EveryKernelCounts(Convert.FromHexString(hex.Replace(" ", string.Empty, StringComparison.Ordinal)), what, (chars, width, words));

    [Theory]
    [MemberData(nameof(Between))]
    public void A_sequence_between_two_letters_counts_as_GNU_wc_counts_it(string hex, string what, int chars, int width, int words) =>
        EveryKernelCounts([(byte)'a', .. Convert.FromHexString(hex.Replace(" ", string.Empty, StringComparison.Ordinal)), (byte)'b'], what, (chars, width, words));

    public static TheoryData<AccessMethod, ThreadingMethod, int, KernelMethod> Striped() => new()
    {
        { AccessMethod.MemoryMapped, ThreadingMethod.MultiThreaded, 3, KernelMethod.Scalar },
        { AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, 4, KernelMethod.Fast },
        { AccessMethod.FileStream, ThreadingMethod.ThreadPool, 2, KernelMethod.Fast },
        { AccessMethod.RandomAccess, ThreadingMethod.None, 1, KernelMethod.Scalar },
    };

    [Theory]
    [MemberData(nameof(Striped))]
    public void Every_sequence_cut_by_a_stripe_edge_counts_as_GNU_wc_counts_the_file(AccessMethod access, ThreadingMethod threading, int threads, KernelMethod kernel)
    {
        string path = _dir.Write("across", AcrossEdges());
        foreach ((CountedValues columns, (long, long, long, long) expected) in AcrossEdgesCounts)
        {
            ProcessingOptions strategy = CountJob.DefaultStrategy with { Access = access, Threading = threading, Workers = threads, BlockSize = Stripe, Kernel = kernel };

            TextCounts counts = CountJob.Run([path], new CountingOptions { Values = columns, Utf8 = true }, strategy, Stream.Null).Single().Counts!.Value;

            Measured(counts).Should().Be(expected, $"{columns}");
        }
    }

    [Theory]
    [InlineData(KernelMethod.Scalar)]
    [InlineData(KernelMethod.Fast)]
    public void Every_sequence_cut_by_a_read_of_standard_input_counts_as_GNU_wc_counts_it(KernelMethod kernel)
    {
        foreach ((CountedValues columns, (long, long, long, long) expected) in AcrossEdgesCounts)
        {
            using var input = new MemoryStream(AcrossEdges());
            ProcessingOptions strategy = CountJob.DefaultStrategy with { BlockSize = Stripe, Kernel = kernel };

            TextCounts counts = CountJob.Run(["-"], new CountingOptions { Values = columns, Utf8 = true }, strategy, input).Single().Counts!.Value;

            Measured(counts).Should().Be(expected, $"{columns}");
        }
    }

    /// <summary>
    /// <c>LC_ALL=C.UTF-8 wc</c> of <see cref="AcrossEdges"/> (401,509 bytes) with each set of columns: lines, words, chars,
    /// longest line (0 where not asked for).
    /// </summary>
    private static readonly (CountedValues Columns, (long Lines, long Words, long Characters, long Longest) Expected)[] AcrossEdgesCounts =
    [
        (CountedValues.Characters, (0, 0, 401_179, 0)),
        (CountedValues.LongestLine, (0, 0, 0, 22)),
        (CountedValues.Words, (0, 66_847, 0, 0)),
        (CountedValues.Lines | CountedValues.Characters, (33_423, 0, 401_179, 0)),
        (CountedValues.Lines | CountedValues.Words | CountedValues.Characters | CountedValues.LongestLine, (33_423, 66_847, 401_179, 22)),
    ];

    /// <summary>
    /// Every sequence of <see cref="Table"/> of two bytes or more, once for each place a <see cref="Stripe"/>-byte edge can cut
    /// it (k bytes before the edge, the rest after), amid the repeated text "lorem ipsum\n" (by position in the file), which
    /// also ends the file with 100 bytes.
    /// </summary>
    private static byte[] AcrossEdges()
    {
        byte[] filler = "lorem ipsum\n"u8.ToArray();
        var file = new List<byte>();
        foreach (var row in Table)
        {
            byte[] sequence = Convert.FromHexString(row.Hex.Replace(" ", string.Empty, StringComparison.Ordinal));
            for (int k = 1; k < sequence.Length; k++)
            {
                int edge = ((file.Count / Stripe) + 1) * Stripe;
                edge += edge - k <= file.Count ? Stripe : 0;
                Fill(edge - k);
                file.AddRange(sequence);
            }
        }

        Fill(file.Count + 100);
        return [.. file];

        void Fill(int to)
        {
            while (file.Count < to)
            {
                file.Add(filler[file.Count % filler.Length]);
            }
        }
    }

    private static TheoryData<string, string, int, int, int> Rows(Func<(string Hex, string What, (int, int, int) Alone, (int, int, int) Between), (int Characters, int Width, int Words)> counts)
    {
        var rows = new TheoryData<string, string, int, int, int>();
        foreach (var row in Table)
        {
            (int chars, int width, int words) = counts(row);
            rows.Add(row.Hex, row.What, chars, width, words);
        }

        return rows;
    }

    /// <summary>Every way the kernel is asked: -m alone (the vectorised character count), -L alone, -w alone, and all together; scalar and vector.</summary>
    private static void EveryKernelCounts(byte[] bytes, string what, (int Characters, int Width, int Words) expected)
    {
        foreach (Kernel kernel in new[] { KernelCatalog.Scalar, KernelCatalog.Widest })
        {
            foreach (CountedValues columns in new[] { CountedValues.Characters, CountedValues.LongestLine, CountedValues.Words, CountedValues.Words | CountedValues.Characters | CountedValues.LongestLine })
            {
                WordCounts counts = CountKernel.Count(bytes, 0, bytes.Length, columns, kernel, TextMode.Utf8Locale);
                (long Lines, long Words, long Characters, long Longest) wanted = (0,
                    (columns & CountedValues.Words) != 0 ? expected.Words : 0,
                    (columns & CountedValues.Characters) != 0 ? expected.Characters : 0,
                    (columns & CountedValues.LongestLine) != 0 ? expected.Width : 0);

                Measured(counts, columns).Should().Be(wanted, $"{what} with {columns}, kernel {kernel}");
            }
        }
    }

    /// <summary>The job's counts: those not asked for are 0 already.</summary>
    private static (long Lines, long Words, long Characters, long Longest) Measured(TextCounts counts) => (counts.Lines, counts.Words, counts.Characters, counts.LongestLine);

    /// <summary>The counts asked for by <paramref name="columns"/>: lines, words, chars, longest line; 0 for those not asked for.</summary>
    private static (long Lines, long Words, long Characters, long Longest) Measured(WordCounts counts, CountedValues columns) => (
        (columns & CountedValues.Lines) != 0 ? counts.Lines : 0,
        (columns & CountedValues.Words) != 0 ? counts.Words : 0,
        (columns & CountedValues.Characters) != 0 ? counts.Characters : 0,
        (columns & CountedValues.LongestLine) != 0 ? counts.Width.Longest : 0);
}

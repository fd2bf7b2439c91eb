using System.Text;
using System.Text.RegularExpressions;
using Cci.Core.Compare;
using Cci.Core.Count;

namespace Cci.Cli.Tests;

/// <summary>
/// wc and compare on files that fit one buffer, read whole by the short path: byte for byte what GNU wc and cmp print, at
/// the edges of the limit (0 and 1 byte, the limit less one, the limit, one more), over many files in the order named
/// with missing ones among them, and over --files0-from lists.
/// </summary>
public sealed class SmallFileTests : IDisposable
{
    private const int WcLimit = CountJob.DefaultBufferSize;
    private const int CompareLimit = CompareJob.SmallLimit;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<int> WcSizes => [0, 1, WcLimit - 1, WcLimit, WcLimit + 1];

    public static TheoryData<int> CompareSizes => [0, 1, CompareLimit - 1, CompareLimit, CompareLimit + 1];

    [RequiresWcTheory]
    [MemberData(nameof(WcSizes))]
    public void Wc_of_one_file_at_the_edges_of_the_limit_matches_GNU_wc(int size)
    {
        string file = _dir.Write("f", Text(size, seed: size));

        foreach (string[] options in new[] { Array.Empty<string>(), ["-l"], ["-w"], ["-c"], ["-L"], ["-lwc"] })
        {
            SameAsWc([.. options, file]);
        }
    }

    [RequiresWcTheory]
    [InlineData("")]
    [InlineData("-l")]
    [InlineData("-c")]
    [InlineData("-wL")]
    public void Wc_of_files_of_every_edge_size_and_many_small_ones_keeps_the_order_named_with_the_missing_ones_in_place(string option)
    {
        var names = new List<string>();
        foreach (int size in WcSizes)
        {
            names.Add(_dir.Write($"edge{size}", Text(size, seed: size)));
        }

        for (int i = 0; i < 150; i++)
        {
            names.Add(i % 17 == 5 ? _dir.File($"missing{i}") : i % 41 == 7 ? _dir.Path : _dir.Write($"small{i}", Text(200 + (i * 37 % 2800), seed: i)));
        }

        SameAsWc(option.Length == 0 ? [.. names] : [option, .. names]);
    }

    [RequiresWcTheory]
    [InlineData("")]
    [InlineData("-l")]
    public void Wc_files0_from_a_list_with_a_name_that_holds_a_newline_and_missing_names_matches_GNU_wc(string option)
    {
        var names = new List<string> { _dir.Write("new\nline", Text(500, seed: 1)), _dir.File("missing"), _dir.Write("empty", []) };
        for (int i = 0; i < 100; i++)
        {
            names.Add(_dir.Write($"f{i}", Text(100 + (i * 53 % 3000), seed: i)));
        }

        names.Add(_dir.Write("big", Text(WcLimit + 1, seed: 7)));
        string list = _dir.Write("list", Encoding.UTF8.GetBytes(string.Concat(names.Select(n => n + "\0"))));

        SameAsWc(option.Length == 0 ? ["--files0-from", list] : [option, "--files0-from", list]);
    }

    [CmpTheory]
    [MemberData(nameof(CompareSizes))]
    public void Compare_at_the_edges_of_the_limit_matches_cmp(int size)
    {
        byte[] left = Text(size, seed: 3);
        string same = _dir.Write("left", left);
        string copy = _dir.Write("copy", left);
        byte[] changed = (byte[])left.Clone();
        if (size > 0)
        {
            changed[size - 1] ^= 0x20;
        }

        string other = _dir.Write("changed", changed);
        string longer = _dir.Write("longer", [.. left, (byte)'\n', (byte)'x']);

        foreach (string[] args in new[]
        {
            new[] { same, copy }, [same, other], ["-l", same, other], ["-b", same, other], ["-s", same, other], [same, longer], [longer, same],
            ["-s", same, longer], ["-l", same, longer], ["-i", "1", same, other], ["-n", "1", same, longer],
        })
        {
            SameAsCmp(args);
        }
    }

    private void SameAsWc(string[] args)
    {
        CliRun run = CliRun.Of(["wc", .. args]);
        (int exitCode, string output, string error) = GnuWc.Run(null, args);

        run.Out.Should().Be(output, string.Join(' ', args));
        run.Error.Should().Be(Regex.Replace(error, @"(?m)^\S*wc: ", "cci: "));
        run.ExitCode.Should().Be(exitCode);
    }

    private static void SameAsCmp(string[] args)
    {
        CliRun run = CliRun.Of(["compare", .. args]);
        (int exitCode, string output, string error) = GnuCmp.Run(null, args);

        // cmp -l's listing is written to the binary standard output, the rest as text.
        (run.Out + Encoding.Latin1.GetString(run.StandardOutput)).Should().Be(output, string.Join(' ', args));
        run.Error.Should().Be(error, string.Join(' ', args));
        run.ExitCode.Should().Be(exitCode, string.Join(' ', args));
    }

    /// <summary>Lines of words and tabs, <paramref name="size"/> bytes in all.</summary>
    private static byte[] Text(int size, int seed)
    {
        var random = new Random(seed);
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++)
        {
            int pick = random.Next(40);
            bytes[i] = pick switch { 0 => (byte)'\n', 1 or 2 or 3 => (byte)' ', 4 => (byte)'\t', _ => (byte)('a' + (pick % 26)) };
        }

        return bytes;
    }
}

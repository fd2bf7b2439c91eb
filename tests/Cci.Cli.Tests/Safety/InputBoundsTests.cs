using System.Text;
using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

/// <summary>
/// Inputs that are not what they say (/proc files that report size 0), pathological values of -n and
/// --view-size, and GNU wc's rule for words on binary and non-ASCII bytes.
/// </summary>
public sealed class InputBoundsTests : IDisposable
{
    private const string ProcVersion = "/proc/version";
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_proc_file_that_reports_size_0_is_transformed_to_its_end()
    {
        Assert.SkipUnless(File.Exists(ProcVersion), $"needs {ProcVersion}");

        string output = _dir.Write("out", string.Empty);

        CliRun run = CliRun.Of("3", ProcVersion, output, "-a", "MemoryMapped", "-t", "ThreadPool");

        run.ExitCode.Should().Be(0, run.Error);
        byte[] snapshot = File.ReadAllBytes(ProcVersion);
        snapshot.Should().NotBeEmpty();
        File.ReadAllBytes(output).Should().Equal(snapshot.Select(b => (byte)(b + 3)));
    }

    [Fact]
    public void A_proc_file_compares_identical_to_a_copy_of_it()
    {
        Assert.SkipUnless(File.Exists(ProcVersion), $"needs {ProcVersion}");

        string copy = _dir.Write("copy", File.ReadAllBytes(ProcVersion));

        CliRun run = CliRun.Of("compare", ProcVersion, copy);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().BeEmpty();
    }

    [Fact]
    public void A_proc_file_against_an_empty_file_gives_cmps_EOF_line()
    {
        Assert.SkipUnless(File.Exists(ProcVersion), $"needs {ProcVersion}");

        string empty = _dir.Write("empty", string.Empty);

        CliRun run = CliRun.Of("compare", ProcVersion, empty);

        run.ExitCode.Should().Be(1);
        run.Error.Should().Contain($"EOF on {empty} which is empty");
    }

    [Theory]
    [InlineData("MultiThreaded")]
    [InlineData("ThreadPool")]
    public void A_million_threads_are_capped_and_the_report_says_so(string threading)
    {
        byte[] bytes = Encoding.ASCII.GetBytes(string.Concat(Enumerable.Repeat("capped workers ", 40_000)));
        string input = _dir.Write("in", bytes);
        string output = _dir.File("out");

        CliRun run = CliRun.Of("3", input, output, "-t", threading, "-b", "512", "-n", "1000000");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().MatchRegex(@"note .*-n 1000000 capped at \d+ workers");
        File.ReadAllBytes(output).Should().Equal(bytes.Select(b => (byte)(b + 3)));
    }

    [Fact]
    public void Wc_with_a_million_threads_counts_as_with_one()
    {
        string input = _dir.Write("in", WcText(300_000, seed: 3));

        CliRun many = CliRun.Of("wc", input, "-n", "1000000", "-b", "1");
        CliRun one = CliRun.Of("wc", input, "-n", "1", "-t", "None");

        many.ExitCode.Should().Be(0, many.Error);
        many.Out.Should().Be(one.Out);
    }

    [Theory]
    [InlineData("MemoryMapped", "None")]
    [InlineData("MappedRead", "ThreadPool")]
    [InlineData("ViewAccessor", "MultiThreadedFast")]
    public void A_view_size_of_one_byte_is_raised_gives_exact_bytes_and_says_so(string access, string threading)
    {
        byte[] bytes = WcText(500_000, seed: 8);
        string input = _dir.Write("in", bytes);
        string output = _dir.File("out");

        CliRun run = CliRun.Of("3", input, output, "-a", access, "-t", threading, "--view-size", "1");

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("--view-size 1 raised to 65536");
        File.ReadAllBytes(output).Should().Equal(bytes.Select(b => (byte)(b + 3)));
    }

    [RequiresWcTheory]
    [InlineData("")]
    [InlineData("-t None")]
    [InlineData("-t ThreadPool -b 4K")]
    [InlineData("-a FileStream -t MultiThreadedFast -b 4K")]
    [InlineData("-a RandomAccess -t ThreadPoolFast -b 100000")]
    [InlineData("-a ViewAccessor -t ThreadPoolFast -b 4K --view-size 64K")]
    public void Words_in_3_MB_of_random_bytes_equal_GNU_wc_in_the_C_locale(string strategy)
    {
        byte[] bytes = new byte[3_000_000];
        new Random(42).NextBytes(bytes);
        string input = _dir.Write("random", bytes);

        CliRun run = CliRun.Of(["wc", input, .. strategy.Split(' ', StringSplitOptions.RemoveEmptyEntries)]);

        // Lines and bytes as GNU wc 9.1 prints them, words as GNU coreutils 9.11 counts them (cci follows 9.11).
        run.Out.Should().Be(NewerGnuWords.Patch(GnuWc.Run(null, input).Out, [input], null, utf8: false));
    }

    [RequiresWcTheory]
    [InlineData("café naïve 日本 語\n")]
    [InlineData("Привет мир\n")]
    [InlineData("a\u0001b \u0001 \u007f\n")]
    public void Words_of_non_ASCII_text_equal_GNU_wc_9_11_in_the_C_locale(string text)
    {
        string input = _dir.Write("text", Encoding.UTF8.GetBytes(text));

        CliRun run = CliRun.Of("wc", input);

        run.Out.Should().Be(NewerGnuWords.Patch(GnuWc.Run(null, input).Out, [input], null, utf8: false));
    }

    [Theory]
    [InlineData("café naïve 日本 語\n", 4)]
    [InlineData("Привет мир\n", 2)]
    [InlineData("a\u0001b \u0001 \u007f\n", 3)]
    public void Words_of_non_ASCII_text_are_counted_by_the_9_11_rule_in_the_C_locale(string text, int words)
    {
        string input = _dir.Write("text", Encoding.UTF8.GetBytes(text));

        CliRun run = CliRun.Of("wc", "-w", input);

        run.Out.Should().Be($"{words} {input}\n");
    }

    [Fact]
    public void A_dangling_link_among_files_is_reported_and_the_others_are_counted_with_a_total_as_GNU_wc_does()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "symbolic links");
        Assert.SkipWhen(GnuWc.Path is null, "no wc on the PATH");

        string real = _dir.Write("real.txt", "one two\n");
        string other = _dir.Write("other.txt", "three\nfour five\n");
        string dangling = _dir.File("dangling");
        File.CreateSymbolicLink(dangling, _dir.File("nowhere"));

        CliRun run = CliRun.Of("wc", real, dangling, other);
        (int code, string output, string error) = GnuWc.Run(null, real, dangling, other);

        run.Out.Should().Be(output);
        run.Error.Should().Be(Regex.Replace(error, @"(?m)^\S*wc: ", "cci: "), "GNU names itself by its argv[0]; cci says cci");
        run.ExitCode.Should().Be(code).And.Be(1);
    }

    private static byte[] WcText(int length, int seed)
    {
        var random = new Random(seed);
        byte[] alphabet = Encoding.ASCII.GetBytes("ab cd\t\nef\u0001");
        return Enumerable.Range(0, length).Select(_ => alphabet[random.Next(alphabet.Length)]).ToArray();
    }

}

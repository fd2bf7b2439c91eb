using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

public sealed class WcCommandTests : IDisposable
{
    private static readonly Dictionary<string, string> Contents = new()
    {
        ["words"] = "hello world\nall work and no play\n",
        ["empty"] = string.Empty,
        ["spaces"] = " \t\n\v\f\r \n",
        ["no-newline"] = "the last line has no newline",
        ["crlf"] = "dos\r\nline ends\r\n",
        ["straddle"] = string.Concat(Enumerable.Range(1, 60).Select(n => new string('w', n % 13 + 1) + new string(' ', n % 3 + 1) + (n % 7 == 0 ? "\n" : string.Empty))),
    };

    private readonly TempDirectory _dir = new();

    public WcCommandTests()
    {
        foreach ((string name, string content) in Contents)
        {
            _dir.Write(name, content);
        }
    }

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string> Cases => new()
    {
        "words",
        "-l words",
        "-w words",
        "-c words",
        "-lw words",
        "-l -c words",
        "-c -w -l words",
        "empty",
        "spaces",
        "no-newline",
        "crlf",
        "straddle",
        "words empty spaces no-newline crlf straddle",
        "-l words crlf",
        "-w words crlf",
        "words missing crlf",
        "missing",
        "-l missing",
        "{dir}",
        "words {dir}",
        "/dev/null",
        "words /dev/null empty",
        "-l /dev/null",
        "straddle -n 17 -b 1 -t MultiThreaded",
        "straddle -n 5 -b 7 -t ThreadPool -a MemoryMapped",
        "straddle -b 3 -t NoneFast -a MemoryMapped",
        "straddle -b 2 -t None",
        "-w straddle words -n 3 -b 5 -t ThreadPoolFast",
    };

    [RequiresWcTheory]
    [MemberData(nameof(Cases))]
    public void Output_errors_and_exit_code_match_GNU_wc_in_the_C_locale(string args)
    {
        string[] cci = args.Split(' ').Select(Resolve).ToArray();
        string[] gnu = RemoveStrategyOptions(cci);

        CliRun run = CliRun.Of(["wc", .. cci]);
        (int exitCode, string output, string error) = GnuWc.Run(null, gnu);

        run.Out.Should().Be(output);
        run.Error.Should().Be(Regex.Replace(error, @"(?m)^\S*wc: ", "cci: "), "GNU names itself by its argv[0]; cci says cci");
        run.ExitCode.Should().Be(exitCode);
    }

    [RequiresWcTheory]
    [InlineData("")]
    [InlineData("-")]
    [InlineData("-l")]
    [InlineData("- words")]
    public void Standard_input_is_counted_as_GNU_wc_counts_a_pipe(string args)
    {
        string[] cci = args.Split(' ', StringSplitOptions.RemoveEmptyEntries).Select(Resolve).ToArray();
        byte[] input = "piped text\nmore of it\n"u8.ToArray();

        CliRun run = CliRun.Of(input, ["wc", .. cci]);

        run.Out.Should().Be(GnuWc.Run(input, cci).Out);
    }

    [RequiresWcTheory]
    [InlineData("")]
    [InlineData("-l")]
    [InlineData("-")]
    public void Standard_input_redirected_from_a_file_is_laid_out_by_the_file_size_as_GNU_wc_does(string flags)
    {
        string cci = Path.Combine(AppContext.BaseDirectory, "cci");
        string file = _dir.File("words");

        string ours = Shell($"'{cci}' wc {flags} < '{file}'");
        string theirs = Shell($"LC_ALL=C wc {flags} < '{file}'");

        ours.Should().Be(theirs);
    }

    [Fact]
    public void A_missing_file_gets_one_line_on_stderr_exit_code_1_and_the_others_a_total()
    {
        string missing = _dir.File("missing");

        CliRun run = CliRun.Of("wc", _dir.File("words"), missing, _dir.File("crlf"));

        run.ExitCode.Should().Be(1);
        run.ErrorLines.Should().Equal($"cci: {missing}: No such file or directory");
        run.Out.Split('\n', StringSplitOptions.RemoveEmptyEntries).Should().HaveCount(3).And.Subject.Last().Should().EndWith(" total");
    }

    [Theory]
    [InlineData("-a", "Telepathy")]
    [InlineData("-t", "Fibers")]
    [InlineData("-b", "0")]
    [InlineData("-n", "-1")]
    [InlineData("--frobnicate")]
    public void Bad_options_get_exit_code_1_as_GNU_wc_and_one_line(params string[] args)
    {
        CliRun run = CliRun.Of(["wc", _dir.File("words"), .. args]);

        run.ExitCode.Should().Be(1);
        run.ErrorLines.Should().ContainSingle().Which.Should().StartWith("cci wc: ").And.EndWith("; try 'cci wc --help'").And.NotMatchRegex(StackTraceLine.Pattern);
        run.Out.Should().BeEmpty();
    }

    [RequiresWcTheory]
    [InlineData("--bogus")]
    [InlineData("-x", "words")]
    [InlineData("--files0-from=words", "words")]
    [InlineData("--lines=3", "words")]
    public void Usage_errors_exit_with_GNU_wc_s_code(params string[] args)
    {
        string[] named = [.. args.Select(a => a == "words" ? _dir.File("words") : a.Replace("=words", "=" + _dir.File("words"), StringComparison.Ordinal))];

        CliRun run = CliRun.Of(["wc", .. named]);

        run.ExitCode.Should().Be(GnuWc.Run(null, named).ExitCode).And.Be(1);
        run.Out.Should().BeEmpty();
    }

    private static string Shell(string command)
    {
        var start = new System.Diagnostics.ProcessStartInfo("/bin/sh") { RedirectStandardOutput = true, UseShellExecute = false };
        start.ArgumentList.Add("-c");
        start.ArgumentList.Add(command);
        using var process = System.Diagnostics.Process.Start(start)!;
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return output;
    }

    private static string[] RemoveStrategyOptions(string[] args)
    {
        var kept = new List<string>();
        for (int i = 0; i < args.Length; i++)
        {
            if (args[i] is "-n" or "-b" or "-t" or "-a")
            {
                i++;
                continue;
            }

            kept.Add(args[i]);
        }

        return kept.ToArray();
    }

    private string Resolve(string arg) =>
        arg == "{dir}" ? _dir.Path
        : arg.StartsWith('/') ? arg
        : arg.StartsWith('-') || arg.All(char.IsDigit) || arg.StartsWith("Thread", StringComparison.Ordinal) || arg.StartsWith("Multi", StringComparison.Ordinal)
            || arg.StartsWith("None", StringComparison.Ordinal) || arg == "MemoryMapped" ? arg
        : _dir.File(arg);
}

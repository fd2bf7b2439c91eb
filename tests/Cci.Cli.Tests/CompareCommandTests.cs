using System.Text;
using System.Text.Json;
using System.Text.RegularExpressions;

namespace Cci.Cli.Tests;

public sealed class CompareCommandTests : IDisposable
{
    private const int Size = 1_234_567;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string, string> CasesAndStrategies()
    {
        string[] cases =
        [
            "identical", "offset 0", "last byte", "many late", "every byte", "both empty", "first empty", "second empty",
            "first shorter", "second shorter with mismatches", "short files",
        ];
        string[] strategies = ["", "-a FileStream -t None -b 4K", "-a FileStream -t MultiThreadedFast -b 7 -n 3", "-a MemoryMapped -t NoneFast", "-t ThreadPool -n 16 -b 64K --max 3"];
        var data = new TheoryData<string, string>();
        foreach (string name in cases)
        {
            foreach (string strategy in strategies)
            {
                data.Add(name, strategy);
            }
        }

        return data;
    }

    [CmpTheory]
    [MemberData(nameof(CasesAndStrategies))]
    public void Stdout_and_exit_code_match_cmp_l_cut_to_the_first_N_lines_and_the_EOF_line_matches_cmp(string name, string strategy)
    {
        (string left, string right) = Write(name);
        string[] options = strategy.Split(' ', StringSplitOptions.RemoveEmptyEntries);
        int max = options.Contains("--max") ? int.Parse(options[^1]) : 8;

        CliRun run = CliRun.Of(["compare", left, right, .. options]);
        (int cmpExit, string[] cmpLines, string cmpError) = GnuCmp.List(left, right);

        run.ExitCode.Should().Be(cmpExit);
        run.Out.Split('\n', StringSplitOptions.RemoveEmptyEntries).Should().Equal(cmpLines.Take(max));
        run.ErrorLines.Where(l => l.StartsWith("cmp: ", StringComparison.Ordinal))
            .Should().Equal(cmpError.Split('\n', StringSplitOptions.RemoveEmptyEntries));
    }

    [Fact]
    public void The_report_goes_to_stderr_with_every_parameter_and_the_path_taken()
    {
        string left = _dir.Write("a", "hello world");
        string right = _dir.Write("b", "hello World");

        CliRun run = CliRun.Of("compare", left, right, "-a", "filestream", "-t", "multithreadedfast", "-b", "4", "-n", "3", "--max", "5");

        run.ExitCode.Should().Be(1);
        run.Out.Should().Be(" 7 167 127\n");
        run.Error.Should().ContainAll(
            "cci compare", $"file1        {left} (11 bytes)", $"file2        {right} (11 bytes)", "path         Striped: ", "access       FileStream",
            "threading    MultiThreaded", "fast         true", "buffer size  4", "threads      3 requested, 3 workers used", "stripes      3 of 4 bytes",
            "max          5", "result       1 mismatch", "elapsed", "MB/s");
    }

    [Fact]
    public void Json_puts_one_object_with_the_mismatches_on_stdout()
    {
        string left = _dir.Write("a", "abc");
        string right = _dir.Write("b", "abd!");

        CliRun run = CliRun.Of("compare", left, right, "--json");

        run.ExitCode.Should().Be(1);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        JsonElement root = json.RootElement;
        root.GetProperty("mismatches").EnumerateArray().Select(m => m.GetProperty("byteNumber").GetInt64()).Should().Equal(3);
        root.GetProperty("shorter").GetProperty("length").GetInt64().Should().Be(3);
        root.GetProperty("path").GetString().Should().Be("Striped");
        root.GetProperty("access").GetString().Should().Be("MemoryMapped");
        root.GetProperty("elapsedSeconds").GetDouble().Should().BeGreaterThan(0);
        run.ErrorLines.Should().Equal($"cmp: EOF on {left} after byte 3");
    }

    [Fact]
    public void A_dash_compares_standard_input()
    {
        string right = _dir.Write("b", "abd");

        CliRun run = CliRun.Of(Encoding.ASCII.GetBytes("abc"), "compare", "-", right);

        run.ExitCode.Should().Be(1);
        run.Out.Should().Be("3 143 144\n");
        run.Error.Should().Contain("path         Streamed: '-' is not a regular file");
    }

    public static TheoryData<string, string[]> BadInput => new()
    {
        { "a missing file", ["compare", "{dir}/missing", "{a}"] },
        { "a directory", ["compare", "{a}", "{dir}"] },
        { "one file only", ["compare", "{a}"] },
        { "three files", ["compare", "{a}", "{a}", "{a}"] },
        { "both standard input", ["compare", "-", "-"] },
        { "a max of zero", ["compare", "{a}", "{a}", "--max", "0"] },
        { "a non-numeric max", ["compare", "{a}", "{a}", "--max", "all"] },
        { "an unknown threading method", ["compare", "{a}", "{a}", "-t", "Fibers"] },
        { "a buffer size of zero", ["compare", "{a}", "{a}", "-b", "0"] },
        { "an unknown option", ["compare", "{a}", "{a}", "--frobnicate"] },
    };

    [Theory]
    [MemberData(nameof(BadInput))]
    public void Bad_input_gets_exit_code_2_and_one_line_without_a_stack_trace(string what, string[] args)
    {
        string a = _dir.Write("a", "x");
        CliRun run = CliRun.Of(args.Select(arg => arg.Replace("{dir}", _dir.Path).Replace("{a}", a)).ToArray());

        run.ExitCode.Should().Be(2, what);
        run.ErrorLines.Should().ContainSingle(what).Which.Should().StartWith("cci: ");
        Regex.IsMatch(run.Error, StackTraceLine.Pattern).Should().BeFalse(what);
        run.Out.Should().BeEmpty(what);
    }

    private (string Left, string Right) Write(string name)
    {
        byte[] data = new byte[Size];
        new Random(3).NextBytes(data);
        byte[] changed = [.. data];
        (byte[] left, byte[] right) = name switch
        {
            "identical" => (data, changed),
            "offset 0" => (data, Flip(changed, 0)),
            "last byte" => (data, Flip(changed, Size - 1)),
            "many late" => (data, Flip(changed, [5, 600_000, .. Enumerable.Range(1_000_000, 50_000)])),
            "every byte" => (data, changed.Select(b => (byte)~b).ToArray()),
            "both empty" => ([], []),
            "first empty" => ([], data),
            "second empty" => (data, []),
            "first shorter" => (data[..1000], changed),
            "second shorter with mismatches" => (data, Flip(changed, 9, 99, 999)[..12_345]),
            _ => (Encoding.ASCII.GetBytes("abcdefghij"), Encoding.ASCII.GetBytes("abCdefghiJ\n")),
        };

        return (_dir.Write("left", left), _dir.Write("right", right));
    }

    private static byte[] Flip(byte[] bytes, params int[] offsets)
    {
        foreach (int offset in offsets)
        {
            bytes[offset] ^= 0x5A;
        }

        return bytes;
    }

    [Fact]
    public void Identical_files_print_nothing_on_stdout_and_the_report_on_stderr()
    {
        string left = _dir.Write("a", "same");
        string right = _dir.Write("b", "same");

        CliRun run = CliRun.Of("compare", left, right);

        run.ExitCode.Should().Be(0);
        run.Out.Should().BeEmpty();
        run.Error.Should().Contain("result       identical");
    }
}

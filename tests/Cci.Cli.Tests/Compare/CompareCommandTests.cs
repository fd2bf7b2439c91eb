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
        string[] strategies =
        [
            "-l", "-l -a FileStream -t None --buffer-size 4K", "-l -a FileStream -t MultiThreadedFast --buffer-size 7 --threads 3", "-l -a MemoryMapped -t NoneFast",
            "-l -t ThreadPool --threads 16 --buffer-size 64K --max 3", "-l -a RandomAccess -t MultiThreaded --buffer-size 1000 --max 20",
        ];
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
    public void With_l_every_strategy_prints_what_cmp_l_prints_cut_to_the_first_N_lines_with_max(string name, string strategy)
    {
        (string left, string right) = Write(name);
        string[] options = strategy.Split(' ', StringSplitOptions.RemoveEmptyEntries);
        int max = options.Contains("--max") ? int.Parse(options[^1]) : int.MaxValue;

        CliRun run = CliRun.Of(["compare", left, right, .. options]);
        (int cmpExit, string[] cmpLines, string cmpError) = GnuCmp.List(left, right);

        run.ExitCode.Should().Be(cmpExit);
        Stdout(run).Split('\n', StringSplitOptions.RemoveEmptyEntries).Should().Equal(cmpLines.Take(max));
        run.Error.Should().Be(cmpError);
    }

    public static TheoryData<string, string> CasesAndCmpOptions()
    {
        string[] cases =
        [
            "identical", "offset 0", "last byte", "many late", "every byte", "both empty", "first empty", "second empty",
            "first shorter", "second shorter with mismatches", "short files", "lines", "lines shorter at a line end", "lines shorter mid-line", "non-printable",
        ];
        string[] options =
        [
            "", "-l", "-s", "-b", "-l -b", "-bl", "-n 5", "-n 1000", "-n 2K", "-n 1kB", "-i 3", "-i 2:7", "-i 1000:999 -l", "-n 1200000 -l", "--bytes=10 --ignore-initial=1 -b",
            "--verbose --print-bytes -n 600001", "--quiet -n 0", "-s -n 5", "-s -i 0:1", "-s -i 1000:999", "-a FileStream -t None --buffer-size 4K -b", "-t MultiThreadedFast --threads 3 --buffer-size 7 -i 5:5",
        ];
        var data = new TheoryData<string, string>();
        foreach (string name in cases)
        {
            foreach (string option in options)
            {
                data.Add(name, option);
            }
        }

        return data;
    }

    [CmpTheory]
    [MemberData(nameof(CasesAndCmpOptions))]
    public void Stdout_stderr_and_exit_code_equal_gnu_cmps(string name, string optionText)
    {
        (string left, string right) = Write(name);
        string[] options = optionText.Split(' ', StringSplitOptions.RemoveEmptyEntries);
        string[] cmpOptions = [.. options.Where((o, i) => !IsStrategy(options, i))];

        CliRun run = CliRun.Of(["compare", .. options, left, right]);
        (int cmpExit, string cmpOut, string cmpError) = GnuCmp.Run(null, [.. cmpOptions, left, right]);

        Stdout(run).Should().Be(cmpOut);
        run.Error.Should().Be(cmpError);
        run.ExitCode.Should().Be(cmpExit);
    }

    [PosixTheory]
    [InlineData("", 1)]
    [InlineData("-i 0:1", 1)]
    [InlineData("-n 1099511627777", 1)]
    [InlineData("-i 1:0", 1)]
    public void Quiet_of_regular_files_of_different_lengths_answers_from_the_lengths_without_reading(string options, int expected)
    {
        // 1 TiB and 1 TiB + 2 of holes: reading them would take minutes; GNU cmp -s answers from the sizes at once, unless
        // skips or a limit leave the bytes compared equally long (then it must read).
        string shorter = _dir.File("shorter");
        string longer = _dir.File("longer");
        using (FileStream file = File.Create(shorter))
        {
            file.SetLength(1L << 40);
        }

        using (FileStream file = File.Create(longer))
        {
            file.SetLength((1L << 40) + 2);
        }

        var (code, output, error) = ShellRun.Of(string.Empty, string.Empty, "timeout", ["20", ShellRun.Cci, "compare", "-s", .. options.Split(' ', StringSplitOptions.RemoveEmptyEntries), shorter, longer]);

        (code, output, error).Should().Be((expected, string.Empty, string.Empty));
    }

    [CmpTheory]
    [InlineData("- -")]
    [InlineData("-l - -")]
    [InlineData("-s - -")]
    [InlineData("-i 5 - -")]
    public void Standard_input_compared_with_itself_is_identical_as_in_cmp(string args)
    {
        byte[] input = "hello\nworld\n"u8.ToArray();

        CliRun run = CliRun.Of(input, ["compare", .. args.Split(' ')]);

        (run.ExitCode, run.Out, run.Error).Should().Be(GnuCmp.Run(input, args.Split(' ')));
        run.ExitCode.Should().Be(0);
    }

    public static TheoryData<string, string, string> StandardInputCases => new()
    {
        { "lines", "-", "right" },
        { "lines", "left", "-" },
        { "lines shorter mid-line", "-", "right" },
        { "lines shorter mid-line", "left", "-" },
        { "many late", "-l -", "right" },
        { "second shorter with mismatches", "-l left", "-" },
        { "first shorter", "-i 7:3 -", "right" },
        { "lines", "-n 4", "right -" },
        { "lines", "left", "" },
    };

    [CmpTheory]
    [MemberData(nameof(StandardInputCases))]
    public void Standard_input_on_a_pipe_gives_what_cmp_gives(string name, string first, string second)
    {
        (string left, string right) = Write(name);
        byte[] input = File.ReadAllBytes(first.EndsWith('-') ? left : right);
        string[] args = [.. $"{first} {second}".Split(' ', StringSplitOptions.RemoveEmptyEntries).Select(a => a == "left" ? left : a == "right" ? right : a)];

        CliRun run = CliRun.Of(input, ["compare", .. args]);
        (int cmpExit, string cmpOut, string cmpError) = GnuCmp.Run(input, args);

        Stdout(run).Should().Be(cmpOut);
        run.Error.Should().Be(cmpError);
        run.ExitCode.Should().Be(cmpExit);
    }

    public static TheoryData<string> SkipOperands => new() { "3", "3 9", "1K 0", "0 1000" };

    [CmpTheory]
    [MemberData(nameof(SkipOperands))]
    public void Skip_operands_after_the_files_mean_what_they_mean_to_cmp(string skips)
    {
        (string left, string right) = Write("many late");
        string[] args = [left, right, .. skips.Split(' ')];

        CliRun run = CliRun.Of(["compare", .. args]);
        (int cmpExit, string cmpOut, string cmpError) = GnuCmp.Run(null, args);

        Stdout(run).Should().Be(cmpOut);
        run.Error.Should().Be(cmpError);
        run.ExitCode.Should().Be(cmpExit);
    }

    public static TheoryData<string> MissingInputs => new() { "{dir}/missing {a}", "{a} {dir}/missing", "{a} {a}/x", "{a} {dir}", "{dir} {a}", "-s {dir}/missing {a}", "-s {a} {dir}", "{a} {dir}/{long}", "{dir}/loop {a}", "-s {a} {dir}/loop" };

    [CmpTheory]
    [MemberData(nameof(MissingInputs))]
    public void An_input_cmp_cannot_read_gets_cmps_message_and_exit_code_2(string pattern)
    {
        string a = _dir.Write("a", "x");
        // {long}: a name longer than NAME_MAX, which cmp calls "File name too long"; loop: a link to a link to it ("Too many levels of symbolic links").
        if (!File.Exists(_dir.File("loop")))
        {
            File.CreateSymbolicLink(_dir.File("loop"), _dir.File("loop2"));
            File.CreateSymbolicLink(_dir.File("loop2"), _dir.File("loop"));
        }

        string[] args = [.. pattern.Split(' ').Select(arg => arg.Replace("{dir}", _dir.Path).Replace("{a}", a).Replace("{long}", new string('x', 300)))];

        CliRun run = CliRun.Of(["compare", .. args]);
        (int cmpExit, string cmpOut, string cmpError) = GnuCmp.Run(null, args);

        run.ExitCode.Should().Be(2).And.Be(cmpExit);
        Stdout(run).Should().Be(cmpOut);
        run.Error.Should().Be(cmpError);
    }

    // Each name reaches the same 100-byte file: a plain name, a symbolic link (its own length 1), /dev/fd/3 and /proc/self/fd/3
    // (links of 64 bytes in /proc), standard input redirected from it; -i and -n narrow the column as cmp narrows it.
    public static TheoryData<string, string> NamesOfOneFile => new()
    {
        { "-l {a} {b}", "" },
        { "-l {a} {link}", "" },
        { "-l {link} {a}", "" },
        { "-l -b {a} {link}", "" },
        { "-l {a} {linktolink}", "" },
        { "-l {a} /dev/fd/3", "3<{b}" },
        { "-l /proc/self/fd/3 {a}", "3<{b}" },
        { "-l {a} -", "<{b}" },
        { "-l -i 95 {a} {link}", "" },
        { "-l -n 9 {a} /dev/fd/3", "3<{b}" },
    };

    [CmpTheory]
    [MemberData(nameof(NamesOfOneFile))]
    public void L_pads_byte_numbers_to_the_opened_files_sizes_whatever_names_them_as_cmp_does(string pattern, string redirections)
    {
        string a = _dir.Write("a", new string('a', 100));
        string b = _dir.Write("b", "aaaaXaaaaX" + new string('a', 88) + "XX");
        if (!File.Exists(_dir.File("link")))
        {
            File.CreateSymbolicLink(_dir.File("link"), "b");
            File.CreateSymbolicLink(_dir.File("linktolink"), "link");
        }

        string Expand(string text) => text.Replace("{a}", a).Replace("{b}", b).Replace("{linktolink}", _dir.File("linktolink")).Replace("{link}", _dir.File("link"));
        string[] args = [.. pattern.Split(' ').Select(Expand)];

        (int exit, string output, string error) = ShellRun.Of(string.Empty, Expand(redirections), ShellRun.Cci, ["compare", .. args]);
        (int cmpExit, string cmpOut, string cmpError) = ShellRun.Of(string.Empty, Expand(redirections), GnuCmp.Path!, args);

        cmpOut.Should().NotBeEmpty();
        output.Should().Be(cmpOut);
        error.Should().Be(cmpError);
        exit.Should().Be(cmpExit);
    }

    [Fact]
    public void With_standard_output_on_dev_null_l_stops_at_the_first_mismatch_as_cmp_does()
    {
        string left = _dir.Write("a", "abXdef");
        string right = _dir.Write("b", "abc");

        var error = new StringWriter();

        int code = CliApplication.Run(
            ["compare", "-l", left, right, "--report"],
            new CliStreams(new MemoryStream(), new MemoryStream(), new StringWriter(), error) { StandardOutputIsNull = true });

        code.Should().Be(1);
        error.ToString().Should().NotContain("cmp: EOF").And.Contain("result       different from byte 3");
    }

    [Fact]
    public void Without_l_max_is_refused()
    {
        string a = _dir.Write("a", "x");

        CliRun run = CliRun.Of("compare", a, a, "--max", "3");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().Equal("cci compare: --max applies to the -l listing: use -l --max N; try 'cci compare --help'");
    }

    [Fact]
    public void L_and_s_together_are_refused_as_cmp_refuses_them()
    {
        string a = _dir.Write("a", "x");

        CliRun run = CliRun.Of("compare", "-l", "-s", a, a);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().Equal("cci compare: options -l and -s are incompatible; try 'cci compare --help'");
    }

    [Theory]
    [InlineData("-n", "1x", "invalid --bytes value '1x'")]
    [InlineData("-n", "-1", "invalid --bytes value '-1'")]
    [InlineData("-i", "1:2:3", "invalid --ignore-initial value '2:3'")]
    [InlineData("-i", ":1", "invalid --ignore-initial value ':1'")]
    public void A_bad_count_is_named_as_cmp_names_it(string option, string value, string message)
    {
        string a = _dir.Write("a", "x");

        CliRun run = CliRun.Of("compare", a, a, option, value);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be($"cci compare: {message}; try 'cci compare --help'");
    }

    private static bool IsStrategy(string[] options, int index) =>
        options[index] is "-a" or "-t" or "--buffer-size" or "--threads" ||
        (index > 0 && options[index - 1] is "-a" or "-t" or "--buffer-size" or "--threads");

    /// <summary>What cci wrote to stdout: the -l listing goes out as bytes, every other line as text.</summary>
    private static string Stdout(CliRun run) => Encoding.Latin1.GetString(run.StandardOutput) + run.Out;

    [Fact]
    public void The_report_goes_to_stderr_with_every_parameter_and_the_path_taken()
    {
        string left = _dir.Write("a", "hello world");
        string right = _dir.Write("b", "hello World");

        CliRun run = CliRun.Of("compare", left, right, "-a", "filestream", "-t", "multithreadedfast", "--buffer-size", "4", "--threads", "3", "-l", "--max", "5", "--report");

        run.ExitCode.Should().Be(1);
        Stdout(run).Should().Be(" 7 167 127\n");
        run.Error.Should().ContainAll(
            "cci compare", $"file1        {left} (11 bytes)", $"file2        {right} (11 bytes)", "path         Striped: ", "access       FileStream",
            "threading    MultiThreaded", "fast         true", "buffer size  4", "threads      3 requested, 3 workers used", "stripes      3 of 4 bytes",
            "mode         list the first 5 mismatches (-l --max)", "result       1 mismatch", "elapsed", "MB/s");
    }

    [Fact]
    public void Json_puts_one_object_with_the_mismatches_on_stdout()
    {
        string left = _dir.Write("a", "abc");
        string right = _dir.Write("b", "abd!");

        CliRun run = CliRun.Of("compare", left, right, "-l", "--json");

        run.ExitCode.Should().Be(1);
        using JsonDocument json = JsonDocument.Parse(run.Out);
        JsonElement root = json.RootElement;
        root.GetProperty("mismatches").EnumerateArray().Select(m => m.GetProperty("byteNumber").GetInt64()).Should().Equal(3);
        root.GetProperty("shorter").GetProperty("length").GetInt64().Should().Be(3);
        // Two files that fit one buffer are read whole and compared in memory, front to back.
        root.GetProperty("path").GetString().Should().Be("Streamed");
        root.GetProperty("access").GetString().Should().Be("FileStream");
        root.GetProperty("elapsedSeconds").GetDouble().Should().BeGreaterThan(0);
        run.ErrorLines.Should().Equal($"cmp: EOF on {left} after byte 3");
    }

    [Fact]
    public void A_dash_compares_standard_input()
    {
        string right = _dir.Write("b", "abd");

        CliRun run = CliRun.Of(Encoding.ASCII.GetBytes("abc"), "compare", "-", right, "--report");

        run.ExitCode.Should().Be(1);
        run.Out.Should().Be("- " + right + " differ: " + (Cci.Unsafe.MessageLocale.IsPosix(Cci.Cli.Parsing.Locale.NameOf("LC_MESSAGES")) ? "char" : "byte") + " 3, line 1\n");
        run.Error.Should().Contain("path         Streamed: '-' is not a regular file");
    }

    public static TheoryData<string, string[]> BadInput => new()
    {
        { "one file only", ["compare"] },
        { "five operands", ["compare", "{a}", "{a}", "1", "2", "3"] },
        { "a bad skip operand", ["compare", "{a}", "{a}", "1y"] },
        { "both standard input with a report", ["compare", "-", "-", "--report"] },
        { "a max of zero", ["compare", "{a}", "{a}", "--max", "0"] },
        { "a non-numeric max", ["compare", "{a}", "{a}", "--max", "all"] },
        { "an unknown threading method", ["compare", "{a}", "{a}", "-t", "Fibers"] },
        { "a buffer size of zero", ["compare", "{a}", "{a}", "--buffer-size", "0"] },
        { "an unknown option", ["compare", "{a}", "{a}", "--frobnicate"] },
    };

    [Theory]
    [MemberData(nameof(BadInput))]
    public void Bad_input_gets_exit_code_2_and_one_line_without_a_stack_trace(string what, string[] args)
    {
        string a = _dir.Write("a", "x");
        CliRun run = CliRun.Of(args.Select(arg => arg.Replace("{dir}", _dir.Path).Replace("{a}", a)).ToArray());

        run.ExitCode.Should().Be(2, what);
        run.ErrorLines.Should().ContainSingle(what).Which.Should().StartWith("cci compare: ").And.EndWith("; try 'cci compare --help'");
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
            "lines" => (Encoding.ASCII.GetBytes("one\ntwo\nthree\nfour\nfive\n"), Encoding.ASCII.GetBytes("one\ntwo\nthree\nfoUr\nfive\n")),
            "lines shorter at a line end" => (Encoding.ASCII.GetBytes("one\ntwo\nthree\n"), Encoding.ASCII.GetBytes("one\ntwo\nthree\nfour\n")),
            "lines shorter mid-line" => (Encoding.ASCII.GetBytes("one\ntwo\nthree\nfour\nfi"), Encoding.ASCII.GetBytes("one\ntwo\nthree\nfour\nfive\n")),
            "non-printable" => ([.. Enumerable.Range(0, 256).Select(i => (byte)i)], [.. Enumerable.Range(0, 256).Select(i => (byte)(255 - i))]),
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
    public void Identical_files_print_nothing_at_all()
    {
        string left = _dir.Write("a", "same");
        string right = _dir.Write("b", "same");

        CliRun run = CliRun.Of("compare", left, right);

        run.ExitCode.Should().Be(0);
        Stdout(run).Should().BeEmpty();
        run.Error.Should().BeEmpty();
    }

    [Fact]
    public void The_report_goes_to_stderr_only_with_report()
    {
        string left = _dir.Write("a", "same");
        string right = _dir.Write("b", "same");

        CliRun run = CliRun.Of("compare", left, right, "--report");

        run.ExitCode.Should().Be(0);
        Stdout(run).Should().BeEmpty();
        run.Error.Should().Contain("result       identical");
    }
}

using Cci.Cli.Tools;

namespace Cci.Cli.Tests.Tools;

/// <summary>cci called as wc or cmp (a link by that name) is that tool: GNU's options, GNU's lines, GNU's exit codes.</summary>
public sealed class GnuToolTests : IDisposable
{
    private readonly string _dir = Directory.CreateTempSubdirectory("cci-tool-").FullName;

    public GnuToolTests()
    {
        File.WriteAllText(Path.Combine(_dir, "a"), "a\nb c\n");
        File.WriteAllText(Path.Combine(_dir, "b"), "a\nbxc\n");
        File.WriteAllText(Path.Combine(_dir, "c"), "a\n");
        if (!OperatingSystem.IsWindows())
        {
            File.CreateSymbolicLink(Path.Combine(_dir, "wc"), ShellRun.Cci);
            File.CreateSymbolicLink(Path.Combine(_dir, "cmp"), ShellRun.Cci);
        }
    }

    public void Dispose() => Directory.Delete(_dir, recursive: true);

    [Theory]
    [InlineData("wc", "wc")]
    [InlineData("/usr/local/bin/cmp", "cmp")]
    [InlineData("../wc", "wc")]
    public void A_program_called_by_a_tools_name_is_that_tool(string calledAs, string tool) =>
        Assert.Equal(tool, GnuTool.Named(calledAs)?.Name);

    [Theory]
    [InlineData("cci")]
    [InlineData("dotnet")]
    [InlineData("/usr/bin/wc2")]
    [InlineData(null)]
    public void Any_other_name_is_cci(string? calledAs) => Assert.Null(GnuTool.Named(calledAs));

    [Theory]
    [InlineData(new[] { "--bogus" }, "wc: unrecognized option '--bogus'\nTry 'wc --help' for more information.\n")]
    [InlineData(new[] { "-k" }, "wc: invalid option -- 'k'\nTry 'wc --help' for more information.\n")]
    [InlineData(new[] { "--json" }, "wc: unrecognized option '--json'\nTry 'wc --help' for more information.\n")]
    [InlineData(new[] { "-a", "FileStream" }, "wc: invalid option -- 'a'\nTry 'wc --help' for more information.\n")]
    [InlineData(new[] { "--files0-from" }, "wc: option '--files0-from' requires an argument\nTry 'wc --help' for more information.\n")]
    [InlineData(new[] { "--lines=3" }, "wc: option '--lines' doesn't allow an argument\nTry 'wc --help' for more information.\n")]
    [InlineData(new[] { "--files0-from=x", "y" }, "wc: extra operand 'y'\nfile operands cannot be combined with --files0-from\nTry 'wc --help' for more information.\n")]
    [InlineData(new[] { "--total=x" }, "wc: invalid argument 'x' for '--total'\nValid arguments are:\n  - 'auto'\n  - 'always'\n  - 'only'\n  - 'never'\nTry 'wc --help' for more information.\n")]
    public void Wc_refuses_in_gnu_wcs_lines_with_exit_1(string[] args, string error)
    {
        CliRun run = Run(GnuTool.Wc, null, args);
        Assert.Equal((1, error, string.Empty), (run.ExitCode, run.Error, run.Out));
    }

    [Theory]
    [InlineData(new[] { "--bogus" }, "cmp: unrecognized option '--bogus'\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new string[0], "cmp: missing operand after 'cmp'\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new[] { "-s" }, "cmp: missing operand after '-s'\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new[] { "a", "b", "c", "d", "e" }, "cmp: invalid --ignore-initial value 'c'\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new[] { "a", "b", "1", "2", "e" }, "cmp: extra operand 'e'\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new[] { "-n", "x", "a", "b" }, "cmp: invalid --bytes value 'x'\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new[] { "-n" }, "cmp: option requires an argument -- 'n'\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new[] { "-l", "-s", "a", "b" }, "cmp: options -l and -s are incompatible\ncmp: Try 'cmp --help' for more information.\n")]
    [InlineData(new[] { "--max=3", "a", "b" }, "cmp: unrecognized option '--max=3'\ncmp: Try 'cmp --help' for more information.\n")]
    public void Cmp_refuses_in_gnu_cmps_lines_with_exit_2(string[] args, string error)
    {
        CliRun run = Run(GnuTool.Cmp, null, [.. args.Select(a => a is "a" or "b" ? Path.Combine(_dir, a) : a)]);
        Assert.Equal((2, error, string.Empty), (run.ExitCode, run.Error, run.Out));
    }

    [Fact]
    public void Wc_counts_as_cci_wc_and_names_itself_wc_in_its_errors()
    {
        string a = Path.Combine(_dir, "a");
        string missing = Path.Combine(_dir, "missing");
        CliRun run = Run(GnuTool.Wc, null, a, missing);
        Assert.Equal((1, $"2 3 6 {a}\n2 3 6 total\n", $"wc: {missing}: No such file or directory\n"), (run.ExitCode, run.Out, run.Error));
    }

    [Fact]
    public void Wc_takes_options_after_operands_and_abbreviations_as_getopt_long_does()
    {
        CliRun run = Run(GnuTool.Wc, null, Path.Combine(_dir, "a"), "--li", "--total=on");
        Assert.Equal((0, "2\n", string.Empty), (run.ExitCode, run.Out, run.Error));
    }

    [PosixFact]
    public void Cmp_compares_as_cci_compare()
    {
        (int code, string output, string error) = ShellRun.Of($"PATH='{_dir}':$PATH; cd '{_dir}'", string.Empty, "cmp", "a", "b");
        Assert.Equal((1, string.Empty), (code, error));
        Assert.Matches("^a b differ: (byte|char) 4, line 2\n$", output);
    }

    [Fact]
    public void Help_is_gnus_and_says_it_is_cci()
    {
        CliRun wc = Run(GnuTool.Wc, null, "--help");
        CliRun cmp = Run(GnuTool.Cmp, null, "--help", "--bogus");
        Assert.Equal(0, wc.ExitCode);
        Assert.StartsWith("Usage: wc [OPTION]... [FILE]...\n", wc.Out, StringComparison.Ordinal);
        Assert.Contains("This wc is cci", wc.Out, StringComparison.Ordinal);
        Assert.Equal(0, cmp.ExitCode);
        Assert.StartsWith("Usage: cmp [OPTION]... FILE1 [FILE2 [SKIP1 [SKIP2]]]\n", cmp.Out, StringComparison.Ordinal);
    }

    [Fact]
    public void Version_names_the_tool_and_cci()
    {
        Assert.StartsWith("wc (cci) ", Run(GnuTool.Wc, null, "--version").Out, StringComparison.Ordinal);
        Assert.StartsWith("cmp (cci) ", Run(GnuTool.Cmp, null, "-v").Out, StringComparison.Ordinal);
    }

    [PosixFact]
    public void A_link_named_wc_is_wc()
    {
        (int code, string output, string error) = ShellRun.Of($"PATH='{_dir}':$PATH; cd '{_dir}'", string.Empty, "wc", "--bogus");
        Assert.Equal((1, string.Empty, "wc: unrecognized option '--bogus'\nTry 'wc --help' for more information.\n"), (code, output, error));
        (int counted, string lines, _) = ShellRun.Of($"PATH='{_dir}':$PATH; cd '{_dir}'", string.Empty, "wc", "a");
        Assert.Equal((0, "2 3 6 a\n"), (counted, lines));
    }

    [PosixFact]
    public void A_link_named_cmp_is_cmp()
    {
        (int code, string output, string error) = ShellRun.Of($"PATH='{_dir}':$PATH; cd '{_dir}'", string.Empty, "cmp", "a");
        Assert.Equal((1, "cmp: EOF on - which is empty\n"), (code, error));
        Assert.Equal(string.Empty, output);
    }

    /// <summary>The errors of the machine's own GNU tool, called by its bare name, are cci's when it is called by that name.</summary>
    [Theory]
    [InlineData("wc", new[] { "--bogus" })]
    [InlineData("wc", new[] { "-k", "a" })]
    [InlineData("wc", new[] { "--files0-from" })]
    [InlineData("wc", new[] { "--files0-from=a", "b" })]
    [InlineData("wc", new[] { "--words=2" })]
    [InlineData("wc", new[] { "a", "missing" })]
    [InlineData("cmp", new[] { "--bogus" })]
    [InlineData("cmp", new string[0])]
    [InlineData("cmp", new[] { "a", "b", "c", "d", "e" })]
    [InlineData("cmp", new[] { "-i", "1:x", "a", "b" })]
    [InlineData("cmp", new[] { "--bytes=x", "a", "b" })]
    [InlineData("cmp", new[] { "a", "missing" })]
    [InlineData("cmp", new[] { "-l", "-s", "a", "b" })]
    public void Says_what_gnus_tool_says(string tool, string[] args)
    {
        if (OperatingSystem.IsWindows() || (tool == "wc" ? GnuWc.Path : GnuCmp.Path) is null)
        {
            return;
        }

        (int, string, string) gnu = ShellRun.Of($"cd '{_dir}'", string.Empty, tool, args);
        (int, string, string) cci = ShellRun.Of($"PATH='{_dir}':$PATH; cd '{_dir}'", string.Empty, tool, args);
        Assert.Equal(gnu, cci);
    }

    [Theory]
    [InlineData("wc", "wc")]
    [InlineData("./wc", "./wc")]
    [InlineData("/usr/bin/wc", "/usr/bin/wc")]
    [InlineData("../bin/cmp", "../bin/cmp")]
    [InlineData("/build/src/.libs/lt-wc", "wc")]
    [InlineData("/build/src/.libs/cmp", "cmp")]
    [InlineData(".libs/lt-wc", ".libs/lt-wc")]
    [InlineData("/build/lt-wc", "/build/lt-wc")]
    public void The_program_is_named_as_gnulibs_set_program_name_names_it(string argv0, string program) =>
        Assert.Equal(program, GnuTool.ProgramNameOf(argv0));

    [Theory]
    [InlineData("./wc", "wc", "./wc")]
    [InlineData("/usr/local/bin/cmp", "cmp", "/usr/local/bin/cmp")]
    [InlineData("/build/src/.libs/lt-wc", "wc", "wc")]
    public void A_tool_is_found_by_its_file_name_and_named_as_called(string argv0, string tool, string program)
    {
        GnuTool? found = GnuTool.Named(argv0);
        Assert.Equal((tool, program), (found?.Name, found?.Program));
    }

    [Fact]
    public void Messages_start_with_the_name_the_tool_was_called_by()
    {
        string missing = Path.Combine(_dir, "missing");
        CliRun wc = Run(GnuTool.Wc.CalledAs("/usr/bin/wc"), null, missing, "-k");
        CliRun counted = Run(GnuTool.Wc.CalledAs("./wc"), null, missing);
        CliRun cmp = Run(GnuTool.Cmp.CalledAs("../cmp"), null);
        CliRun ended = Run(GnuTool.Cmp.CalledAs("/opt/cmp"), null, Path.Combine(_dir, "c"), Path.Combine(_dir, "a"));
        Assert.Equal((1, "/usr/bin/wc: invalid option -- 'k'\nTry '/usr/bin/wc --help' for more information.\n"), (wc.ExitCode, wc.Error));
        Assert.Equal((1, $"./wc: {missing}: No such file or directory\n"), (counted.ExitCode, counted.Error));
        Assert.Equal((2, "../cmp: missing operand after '../cmp'\n../cmp: Try '../cmp --help' for more information.\n"), (cmp.ExitCode, cmp.Error));

        // GNU cmp's EOF line says cmp: whatever cmp is called.
        Assert.Equal((1, $"cmp: EOF on {Path.Combine(_dir, "c")} after byte 2, line 1\n"), (ended.ExitCode, ended.Error));
        Assert.StartsWith("Usage: ./wc [OPTION]... [FILE]...\n  or:  ./wc [OPTION]... --files0-from=F\n", Run(GnuTool.Wc.CalledAs("./wc"), null, "--help").Out, StringComparison.Ordinal);
        Assert.StartsWith("wc (cci) ", Run(GnuTool.Wc.CalledAs("/usr/bin/wc"), null, "--version").Out, StringComparison.Ordinal);
    }

    [Theory]
    [InlineData("wc", new string[0], 1)]
    [InlineData("cmp", new[] { "a", "b" }, 2)]
    [InlineData(null, new[] { "wc", "a" }, 1)]
    [InlineData(null, new[] { "compare", "a", "b" }, 2)]
    [InlineData(null, new[] { "3", "in", "out" }, 2)]
    [InlineData("cmp", new[] { "wc" }, 2)]
    public void A_run_a_resource_limit_refuses_exits_with_the_failure_code_of_the_tool_run(string? calledAs, string[] args, int code) =>
        Assert.Equal(code, GnuTool.RefusedExit(GnuTool.Named(calledAs), args));

    /// <summary>Called by a path, as ./wc or /dir/wc, GNU's tool names itself by that path; so does cci.</summary>
    [Theory]
    [InlineData("wc", true, new[] { "../a", "../missing" })]
    [InlineData("wc", false, new[] { "../a", "../missing" })]
    [InlineData("wc", true, new[] { "--bogus" })]
    [InlineData("wc", false, new[] { "-k" })]
    [InlineData("wc", true, new[] { "--files0-from=../a", "../b" })]
    [InlineData("wc", true, new[] { "--help" })]
    [InlineData("cmp", true, new string[0])]
    [InlineData("cmp", false, new[] { "--bogus" })]
    [InlineData("cmp", true, new[] { "../a", "../missing" })]
    [InlineData("cmp", false, new[] { "-l", "-s", "../a", "../b" })]
    [InlineData("cmp", true, new[] { "../c", "../a" })]
    [InlineData("cmp", false, new[] { "--help" })]
    public void Called_by_a_path_says_what_gnus_tool_called_by_that_path_says(string tool, bool relative, string[] args)
    {
        string? gnuPath = tool == "wc" ? GnuWc.Path : GnuCmp.Path;
        if (OperatingSystem.IsWindows() || gnuPath is null)
        {
            return;
        }

        // A folder for each, holding a link named as the tool: GNU's to the system's, cci's to cci; called as ./wc or by its path.
        string gnuDir = Directory.CreateDirectory(Path.Combine(_dir, "gnu")).FullName;
        string cciDir = Directory.CreateDirectory(Path.Combine(_dir, "cci")).FullName;
        File.CreateSymbolicLink(Path.Combine(gnuDir, tool), gnuPath);
        File.CreateSymbolicLink(Path.Combine(cciDir, tool), ShellRun.Cci);
        (int Code, string Out, string Error) Called(string dir) =>
            ShellRun.Of($"cd '{dir}'", string.Empty, relative ? $"./{tool}" : Path.Combine(dir, tool), args);

        (int code, string output, string error) = Called(gnuDir);
        string gnuOut = relative ? output : output.Replace(gnuDir, cciDir, StringComparison.Ordinal);
        string gnuError = relative ? error : error.Replace(gnuDir, cciDir, StringComparison.Ordinal);
        (int Code, string Out, string Error) cci = Called(cciDir);
        if (args is ["--help"])
        {
            // The text after the usage lines is cci's own (that it is cci; no GNU bug-report address).
            Assert.Equal((code, gnuOut.Split('\n')[0]), (cci.Code, cci.Out.Split('\n')[0]));
            return;
        }

        Assert.Equal((code, gnuOut, gnuError), cci);
    }

    private static CliRun Run(GnuTool tool, byte[]? input, params string[] args)
    {
        using var stdin = new MemoryStream(input ?? []);
        using var stdout = new MemoryStream();
        var output = new StringWriter();
        var error = new StringWriter();
        int code = tool.Run(args, new CliStreams(stdin, stdout, output, error), out _);
        return new CliRun(code, output.ToString(), error.ToString(), stdout.ToArray());
    }
}

using System.Globalization;
using System.Text;
using System.Text.RegularExpressions;
using Cci.Cli.Sweep;

namespace Cci.Cli.Tests;

public sealed class SweepCommandTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private CliRun Sweep(params string[] extra)
    {
        string input = _dir.Write("in.txt", new string('x', 50_000));
        return CliRun.Of([
            "sweep", input, "-a", "FileStream,MemoryMapped", "-t", "NoneFast,ThreadPoolFast", "-b", "4K,16K", "-n", "2", "--runs", "2", "-q", .. extra]);
    }

    [Fact]
    public void A_fifo_input_is_refused_without_waiting_for_a_writer()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && OutputRuleTests.Run("mkfifo", _dir.File("fifo")), "needs Linux and mkfifo");

        using var cci = CciProcess.Start("sweep", _dir.File("fifo"), "-a", "FileStream", "-t", "None", "-b", "4K", "-n", "1", "--runs", "1", "-q");
        var (code, error) = cci.WaitForExit(TimeSpan.FromSeconds(60));

        code.Should().Be(2, error);
        error.Should().Contain("it is not a regular file (a sweep reads its input many times)");
    }

    [Fact]
    public void The_csv_has_one_row_per_timed_run()
    {
        string csv = _dir.File("sweep.csv");

        CliRun run = Sweep("--csv", csv);

        run.ExitCode.Should().Be(0, run.Error);
        // FileStream/NoneFast × 2 buffers, FileStream/ThreadPoolFast × 2, MemoryMapped/NoneFast × 1, MemoryMapped/ThreadPoolFast × 2, Auto: 8 cells.
        File.ReadAllLines(csv).Should().HaveCount(1 + (8 * 2));
    }

    [Theory]
    [InlineData("sweep.png", new byte[] { 0x89, (byte)'P', (byte)'N', (byte)'G', 0x0D, 0x0A, 0x1A, 0x0A })]
    [InlineData("sweep.svg", new byte[] { (byte)'<', (byte)'?', (byte)'x', (byte)'m', (byte)'l' })]
    public void The_chart_is_a_real_image_of_the_kind_its_extension_names(string name, byte[] header)
    {
        string chart = _dir.File(name);

        CliRun run = Sweep("--chart", chart);

        run.ExitCode.Should().Be(0, run.Error);
        byte[] bytes = File.ReadAllBytes(chart);
        bytes.Take(header.Length).Should().Equal(header);
        bytes.Length.Should().BeGreaterThan(10_000, "a chart with axes, lines and a legend is not a few bytes");
    }

    [Fact]
    public void The_svg_chart_holds_the_axis_labels_and_the_legend()
    {
        string chart = _dir.File("sweep.svg");

        Sweep("--chart", chart).ExitCode.Should().Be(0);

        string svg = File.ReadAllText(chart, Encoding.UTF8);
        svg.Should().Contain("buffer (stripe) size").And.Contain("elapsed seconds").And.Contain("MemoryMapped/ThreadPoolFast").And.Contain("Auto (");
    }

    [Fact]
    public void The_table_marks_the_best_cell_and_the_auto_cell_and_compares_them()
    {
        CliRun run = Sweep();

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Contain("<- best").And.Contain("<- auto").And.Contain("x best");
    }

    [Theory]
    [InlineData("--chart", "{dir}/sweep.gif")]
    [InlineData("--chart", "{dir}/no/such/sweep.png")]
    [InlineData("--buffer-sizes", "4K,lots")]
    [InlineData("--threads", "2,0")]
    [InlineData("--threading", "Auto")]
    [InlineData("--access", "Telepathy")]
    [InlineData("--runs", "0")]
    [InlineData("--file-sizes", "-1")]
    public void A_bad_sweep_option_gets_exit_code_2_and_one_line_without_a_stack_trace(string option, string value)
    {
        string input = _dir.Write("in.txt", "hello\n");

        CliRun run = CliRun.Of("sweep", input, option, value.Replace("{dir}", _dir.Path), "-q");

        run.ExitCode.Should().Be(2);
        // A usage error names the command and ends with its hint; trouble met while running (a directory that is not there) is plain.
        run.ErrorLines.Should().ContainSingle().Which.Should().MatchRegex("^cci sweep: .*; try 'cci sweep --help'$|^cci: ");
        run.Error.Should().NotMatchRegex(StackTraceLine.Pattern);
    }

    [Fact]
    public void File_sizes_sweep_one_generated_file_per_size()
    {
        string csv = _dir.File("sizes.csv");

        CliRun run = CliRun.Of("sweep", "--file-sizes", "10K,100K", "-a", "FileStream", "-t", "NoneFast", "--runs", "1", "-q", "--csv", csv, "--chart", _dir.File("sizes.png"));

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllLines(csv).Skip(1).Select(l => l.Split(',')[2]).Distinct().Should().BeEquivalentTo(["10240", "102400"], "rows come in the order measured");
    }

    [Fact]
    public void A_csv_path_that_is_a_directory_fails_before_the_first_run()
    {
        CliRun run = Sweep("--csv", _dir.Path);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("is a directory");
        run.Out.Should().BeEmpty("no cell ran");
    }

    [Fact]
    public void A_chart_path_that_is_a_directory_fails_before_the_first_run()
    {
        string chart = Directory.CreateDirectory(_dir.File("chart.png")).FullName;

        CliRun run = Sweep("--chart", chart);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Contain("is a directory");
        run.Out.Should().BeEmpty("no cell ran");
    }

    [Fact]
    public void A_csv_on_a_device_that_fails_writes_fails_before_the_first_run()
    {
        Assert.SkipUnless(File.Exists("/dev/full"), "needs /dev/full");

        CliRun run = Sweep("--csv", "/dev/full");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be("cci: cannot write '/dev/full': no space left on device");
        run.Out.Should().BeEmpty("no cell ran");
    }

    [Theory]
    [InlineData("--csv", "sweep.csv")]
    [InlineData("--chart", "sweep.png")]
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")]
    public void An_output_in_a_read_only_directory_fails_before_the_first_run(string option, string name)
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "Windows has no mode bits");
        Assert.SkipWhen(Environment.IsPrivilegedProcess, "root may write anywhere");

        string readOnly = Directory.CreateDirectory(_dir.File("ro")).FullName;
        File.SetUnixFileMode(readOnly, UnixFileMode.UserRead | UnixFileMode.UserExecute);
        try
        {
            CliRun run = Sweep(option, Path.Combine(readOnly, name));

            run.ExitCode.Should().Be(2);
            run.ErrorLines.Should().ContainSingle().Which.Should().Contain("permission denied");
            run.Out.Should().BeEmpty("no cell ran");
        }
        finally
        {
            File.SetUnixFileMode(readOnly, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }
    }

    [Fact]
    public void Ctrl_C_keeps_the_csv_rows_measured_and_prints_their_table()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "POSIX signals");

        // Slow on purpose (plain kernel, 512-byte blocks, 8 MiB, many runs) so the signal lands mid-sweep.
        string input = _dir.Write("big.txt", new string('x', 8 << 20));
        string csv = _dir.File("sweep.csv");
        using var cci = CciProcess.Start("sweep", input, "-a", "FileStream", "-t", "None", "-b", "512,1K", "-n", "1", "--runs", "100", "-q", "--csv", csv);
        CciProcess.WaitUntil(() => File.Exists(csv) && ReadShared(csv).Length >= 3, TimeSpan.FromSeconds(120));
        cci.Signal(2);
        var (code, error) = cci.WaitForExit(TimeSpan.FromSeconds(60));

        code.Should().Be(130, error);
        string[] rows = ReadShared(csv);
        rows.Length.Should().BeGreaterThanOrEqualTo(3);
        rows.Skip(1).Should().OnlyContain(r => FieldCount(r) == 22, "every row measured is complete");
        cci.Output.Should().Contain("interrupted after").And.Contain("<- best").And.Contain("FileStream/None");
    }

    [Fact]
    public void A_sweep_that_fails_in_its_first_round_leaves_its_csv_whole()
    {
        // The sweep's scratch outputs go to $TMPDIR: a 1 MiB tmpfs there makes the first run of a 2 MiB input fail with a
        // full disk. The CSV, a log written in place, then holds its whole header line, not the old file's length of it.
        RootTools.RequireRoot();
        string scratch = _dir.File("scratch");
        Directory.CreateDirectory(scratch);
        var (mounted, why) = RootTools.Run("mount", "-t", "tmpfs", "-o", "size=1m", "none", scratch);
        Assert.SkipUnless(mounted == 0, $"cannot mount a tmpfs here: {why.Trim()}");
        try
        {
            string input = _dir.Write("in.txt", new string('x', 2 << 20));
            string csv = _dir.Write("sweep.csv", "abcdefghi");
            using var cci = CciProcess.StartIn(_dir.Path, new Dictionary<string, string> { ["TMPDIR"] = scratch },
                "sweep", input, "-a", "FileStream", "-t", "None", "-b", "64K", "-n", "1", "--runs", "1", "-q", "--csv", csv);
            var (code, error) = cci.WaitForExit(TimeSpan.FromSeconds(120));

            code.Should().Be(2, error);
            error.Should().Contain("no space left on device");
            File.ReadAllLines(csv).Should().Equal([SweepCsvWriter.Header]);
        }
        finally
        {
            RootTools.Run("umount", scratch);
        }
    }

    [Fact]
    public void An_unknown_option_is_named_as_one()
    {
        CliRun run = CliRun.Of("sweep", "--bogus");

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be("cci sweep: unknown option '--bogus'; try 'cci sweep --help'");
    }

    [Fact]
    public void An_svg_chart_keeps_its_dotted_and_dashed_lines_and_prints_no_warning()
    {
        string input = _dir.Write("in.txt", new string('x', 50_000));
        string chart = _dir.File("sweep.svg");

        // A real process: Skia's SVG canvas writes its warning straight to the process's standard error.
        using var cci = CciProcess.Start("sweep", input, "-a", "FileStream", "-t", "None,NoneFast", "-b", "4K,16K", "-n", "1", "--runs", "1", "-q", "--chart", chart);
        var (code, error) = cci.WaitForExit(TimeSpan.FromSeconds(120));

        code.Should().Be(0, error);
        error.Should().BeEmpty();
        string svg = File.ReadAllText(chart);
        svg.Should().Contain("stroke-dasharray=\"2,4\"", "the scalar kernel's line is dotted").And.Contain("stroke-dasharray=\"12,6\"", "Auto's line is dashed");
    }

    [Fact]
    public void With_one_buffer_size_the_chart_still_draws_autos_line()
    {
        string input = _dir.Write("in.txt", new string('x', 50_000));
        string chart = _dir.File("sweep.svg");

        CliRun.Of("sweep", input, "-a", "FileStream", "-t", "NoneFast", "-b", "4K", "-n", "1", "--runs", "1", "-q", "--chart", chart).ExitCode.Should().Be(0);

        // Auto's dashed line in the plot (not the legend's sample) spans the plot's width.
        IEnumerable<double> widths = Regex.Matches(File.ReadAllText(chart), "stroke-dasharray=\"12,6\"[^>]*d=\"M([0-9.]+) [0-9.]+L([0-9.]+) ")
            .Select(m => Math.Abs(double.Parse(m.Groups[2].Value, CultureInfo.InvariantCulture) - double.Parse(m.Groups[1].Value, CultureInfo.InvariantCulture)));
        widths.Should().Contain(w => w > 100);
    }

    /// <summary>Fields of a CSV row, a quoted field (the machine) counting once whatever commas it holds.</summary>
    private static int FieldCount(string row) => row.Split('"').Where((_, i) => i % 2 == 0).Sum(part => part.Count(c => c == ',')) + 1;

    private static string[] ReadShared(string path)
    {
        using var stream = new FileStream(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite);
        using var reader = new StreamReader(stream);
        return reader.ReadToEnd().Split('\n', StringSplitOptions.RemoveEmptyEntries);
    }
}

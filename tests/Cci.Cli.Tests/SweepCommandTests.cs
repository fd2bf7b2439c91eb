using System.Text;

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
        run.ErrorLines.Should().ContainSingle().Which.Should().StartWith("cci: ");
        run.Error.Should().NotMatchRegex(StackTraceLine.Pattern);
    }

    [Fact]
    public void File_sizes_sweep_one_generated_file_per_size()
    {
        string csv = _dir.File("sizes.csv");

        CliRun run = CliRun.Of("sweep", "--file-sizes", "10K,100K", "-a", "FileStream", "-t", "NoneFast", "--runs", "1", "-q", "--csv", csv, "--chart", _dir.File("sizes.png"));

        run.ExitCode.Should().Be(0, run.Error);
        File.ReadAllLines(csv).Skip(1).Select(l => l.Split(',')[1]).Distinct().Should().Equal("10240", "102400");
    }
}

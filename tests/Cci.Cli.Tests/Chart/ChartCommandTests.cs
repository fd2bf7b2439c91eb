using System.Text;

namespace Cci.Cli.Tests;

public sealed class ChartCommandTests : IDisposable
{
    private static readonly byte[] PngHeader = [0x89, (byte)'P', (byte)'N', (byte)'G', 0x0D, 0x0A, 0x1A, 0x0A];

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private string NewSchemaCsv() => _dir.Write("new.csv", SweepCsvSamples.NewSchema());

    private string Svg(params string[] args)
    {
        string chart = _dir.File("chart.svg");
        CliRun run = CliRun.Of(["chart", .. args, "--out", chart]);
        run.ExitCode.Should().Be(0, run.Error);
        return File.ReadAllText(chart, Encoding.UTF8);
    }

    [Fact]
    public void The_committed_old_schema_sweep_is_drawn_as_a_png()
    {
        string chart = _dir.File("sweep.png");

        CliRun run = CliRun.Of("chart", SweepCsvSamples.OldSchemaPath, "--out", chart);

        run.ExitCode.Should().Be(0, run.Error);
        run.Out.Should().Be($"chart: {chart}\n");
        byte[] bytes = File.ReadAllBytes(chart);
        bytes.Take(PngHeader.Length).Should().Equal(PngHeader);
        bytes.Length.Should().BeGreaterThan(10_000, "a chart with axes, lines and a legend is not a few bytes");
    }

    [Fact]
    public void The_svg_of_the_committed_sweep_names_every_strategy_and_auto()
    {
        string svg = Svg(SweepCsvSamples.OldSchemaPath);

        svg.Should().StartWith("<?xml").And.Contain("buffer (stripe) size").And.Contain("elapsed seconds (median of 3 runs)")
            .And.Contain(".NET FileStream/None").And.Contain(".NET MemoryMapped/ThreadPoolFast").And.Contain(".NET Auto (chose ");
    }

    [Fact]
    public void A_new_schema_csv_with_native_rows_names_native_and_dotnet_lines_apart()
    {
        string svg = Svg(NewSchemaCsv());

        svg.Should().Contain("native rw -O3").And.Contain("native rw -O2").And.Contain(".NET FileStream/NoneFast");
    }

    [Fact]
    public void Two_csvs_are_drawn_on_one_chart()
    {
        string svg = Svg(SweepCsvSamples.OldSchemaPath, NewSchemaCsv());

        svg.Should().Contain("native rw -O3").And.Contain(".NET MemoryMapped/MultiThreadedFast");
    }

    [Fact]
    public void The_same_sweep_twice_is_told_apart_by_file_name()
    {
        string copy = _dir.File("again.csv");
        File.Copy(SweepCsvSamples.OldSchemaPath, copy);

        string svg = Svg(SweepCsvSamples.OldSchemaPath, copy);

        svg.Should().Contain(".NET FileStream/None [sweep.csv]").And.Contain(".NET FileStream/None [again.csv]");
    }

    [Fact]
    public void The_x_column_can_be_chosen()
    {
        Svg(SweepCsvSamples.OldSchemaPath, "--x", "threads").Should().Contain("transform time against threads").And.NotContain("buffer (stripe) size");
    }

    [Fact]
    public void The_title_can_be_given()
    {
        Svg(SweepCsvSamples.OldSchemaPath, "--title", "Figure 2 here").Should().Contain("Figure 2 here").And.NotContain("cci chart:");
    }

    [Fact]
    public void The_filter_keeps_only_the_lines_whose_name_matches()
    {
        string svg = Svg(SweepCsvSamples.OldSchemaPath, NewSchemaCsv(), "--filter", "native|FileStream/ThreadPoolFast");

        svg.Should().Contain("native rw -O3").And.Contain(".NET FileStream/ThreadPoolFast").And.NotContain(".NET FileStream/NoneFast").And.NotContain(".NET Auto");
    }

    [Theory]
    [InlineData("missing.csv", "chart.png", "cci: cannot open CSV '{dir}/missing.csv': no such file")]
    [InlineData("empty.csv", "chart.png", "cci: '{dir}/empty.csv' is empty: a sweep CSV starts with a header line (strategy,file_size,buffer_size,threads,seconds, ...)")]
    [InlineData("header.csv", "chart.png", "cci: '{dir}/header.csv' has a header but no rows: nothing to chart")]
    [InlineData("columns.csv", "chart.png", "cci: '{dir}/columns.csv' is not a sweep CSV: its header has no column file_size, buffer_size, threads")]
    [InlineData("good.csv", "chart.gif", "cci chart: chart '{dir}/chart.gif': the extension must be .png or .svg; try 'cci chart --help'")]
    [InlineData("good.csv", "no/such/chart.png", "cci: cannot write output '{dir}/no/such/chart.png': directory '{dir}/no/such' does not exist")]
    public void Bad_input_is_one_line_exit_code_2_and_no_chart(string csv, string chart, string message)
    {
        _dir.Write("empty.csv", string.Empty);
        _dir.Write("header.csv", SweepCsvSamples.NewHeader + "\n");
        _dir.Write("columns.csv", "input,strategy,seconds\nin.txt,FileStream/None,1.0\n");
        _dir.Write("good.csv", SweepCsvSamples.NewSchema());
        string[] before = Directory.GetFileSystemEntries(_dir.Path);

        CliRun run = CliRun.Of("chart", _dir.File(csv), "--out", _dir.File(chart));

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be(message.Replace("{dir}", _dir.Path));
        run.Out.Should().BeEmpty();
        Directory.GetFileSystemEntries(_dir.Path).Should().BeEquivalentTo(before, "no chart and no temporary file is left");
    }

    [Theory]
    [InlineData("--filter", "nothing-is-called-this", "cci: no line's name matches --filter 'nothing-is-called-this'")]
    [InlineData("--filter", "(", "cci chart: invalid regular expression '(' for --filter")]
    [InlineData("--x", "seconds", "cci chart: unknown column 'seconds' for --x: expected buffer_size, threads or file_size")]
    public void A_bad_option_is_one_line_exit_code_2_and_no_chart(string option, string value, string start)
    {
        string chart = _dir.File("chart.png");

        CliRun run = CliRun.Of("chart", SweepCsvSamples.OldSchemaPath, "--out", chart, option, value);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().StartWith(start);
        run.Error.Should().NotMatchRegex(StackTraceLine.Pattern);
        File.Exists(chart).Should().BeFalse();
    }

    [Fact]
    public void The_output_is_required()
    {
        CliRun run = CliRun.Of("chart", SweepCsvSamples.OldSchemaPath);

        run.ExitCode.Should().Be(2);
        run.ErrorLines.Should().ContainSingle().Which.Should().Be("cci chart: missing required option --out; try 'cci chart --help'");
    }

    [Fact]
    public void Help_describes_the_files_the_output_and_every_option()
    {
        CliRun run = CliRun.Of("chart", "--help");

        run.ExitCode.Should().Be(0);
        run.Out.Should().Contain(" chart <csv>... --out <file> [options]").And.Contain("native").And.Contain("--out").And.Contain("--x")
            .And.Contain("--title").And.Contain("--filter").And.NotContain("shift");
    }
}

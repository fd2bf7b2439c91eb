using System.Text;
using System.Text.RegularExpressions;
using Cci.Cli.Charting;

namespace Cci.Cli.Tests;

/// <summary>What a chart's SVG shows beyond the medians: each point's range of runs, readable y ticks, and files told apart.</summary>
public sealed partial class ChartStyleTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    private string Svg(params string[] csvs)
    {
        string chart = _dir.File("chart.svg");
        CliRun run = CliRun.Of(["chart", .. csvs, "--out", chart]);
        run.ExitCode.Should().Be(0, run.Error);
        return File.ReadAllText(chart, Encoding.UTF8);
    }

    /// <summary>The medians' lines: opaque strokes 2 or 3 wide, each style its colour and dash array.</summary>
    private static HashSet<string> LineStyles(string svg) =>
        [.. Stroke().Matches(svg).Where(m => m.Groups["width"].Value is "2" or "3").Select(m => m.Groups["colour"].Value.ToUpperInvariant() + " " + m.Groups["dashes"].Value)];

    /// <summary>The range bars: strokes 1 wide at the ranges' opacity (not the grid's), each one path of several segments.</summary>
    private static int RangePaths(string svg) =>
        Stroke().Matches(svg).Count(m => m.Groups["width"].Value == "1" && m.Groups["opacity"].Value.StartsWith(RangeOpacity, StringComparison.Ordinal)
            && m.Groups["path"].Value.Count(c => c == 'M') >= 3);

    private static string RangeOpacity { get; } = "stroke-opacity=\"" + (ChartBuilder.RangeAlpha / 255.0).ToString("F3", System.Globalization.CultureInfo.InvariantCulture);

    [GeneratedRegex("<path[^>]*?stroke=\"(?<colour>#[0-9A-Fa-f]{6})\"(?: stroke-dasharray=\"(?<dashes>[^\"]*)\")? stroke-width=\"(?<width>[0-9.]+)\"(?:[^>]*?(?<opacity>stroke-opacity=\"[^\"]*\"))?[^>]*? d=\"(?<path>[^\"]*)\"")]
    private static partial Regex Stroke();

    [Fact]
    public void Two_csvs_are_drawn_in_styles_of_their_own()
    {
        string copy = _dir.File("again.csv");
        File.Copy(SweepCsvSamples.OldSchemaPath, copy);

        HashSet<string> one = LineStyles(Svg(SweepCsvSamples.OldSchemaPath));
        HashSet<string> two = LineStyles(Svg(SweepCsvSamples.OldSchemaPath, copy));

        one.Count.Should().BeGreaterThanOrEqualTo(2);
        two.Count.Should().Be(2 * one.Count, "no line of the second file is drawn in a style of the first");
    }

    [Fact]
    public void A_sweep_whose_runs_spread_draws_each_range()
    {
        string svg = Svg(SweepCsvSamples.OldSchemaPath);

        RangePaths(svg).Should().BeGreaterThanOrEqualTo(SweepCsvChart.From(SweepCsvReader.Read(SweepCsvSamples.OldSchemaPath)).Series.Count(s => s.Points.Any(p => p.HasSpread)));
    }

    [Fact]
    public void A_sweep_of_one_run_per_point_has_no_range_to_draw()
    {
        string csv = _dir.Write("one.csv", string.Join('\n',
            SweepCsvSamples.NewHeader,
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 8192, 1, 1, 0.5)));

        RangePaths(Svg(csv)).Should().Be(0);
    }

    [Theory]
    [InlineData(0.047, 0.01)]
    [InlineData(0.33, 0.1)]
    [InlineData(4.78, 1)]
    [InlineData(1.2, 0.2)]
    [InlineData(13, 2.5)]
    public void Y_ticks_are_nice_numbers_about_six_to_an_axis(double top, double step)
    {
        IReadOnlyList<(double Value, string Label)> ticks = NiceTicks.For(top);

        NiceTicks.Step(top).Should().BeApproximately(step, step * 1e-9);
        ticks.Count.Should().BeInRange(5, 9);
        ticks[0].Value.Should().Be(0);
        ticks[^1].Value.Should().BeGreaterThanOrEqualTo(top);
        ticks.Select(t => t.Label).Should().OnlyHaveUniqueItems();
    }
}

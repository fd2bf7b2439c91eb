using Cci.Cli.Charting;

namespace Cci.Cli.Tests;

/// <summary>The range bar at each point of a chart: from the fastest run to the slowest, as the chart is given it.</summary>
public sealed class ChartRangeTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_point_whose_runs_took_1_0_then_0_9_then_2_0_s_is_drawn_from_0_9_to_2_0_s()
    {
        string csv = _dir.Write("t.csv", string.Join('\n',
            SweepCsvSamples.NewHeader,
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 2, 0.9),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 3, 2.0)) + "\n");

        (double X, double Low, double High) range = ChartBuilder.Ranges(SweepCsvChart.From(SweepCsvReader.Read(csv))).Should().ContainSingle().Subject;

        range.Low.Should().BeApproximately(0.9, 1e-9);
        range.High.Should().BeApproximately(2.0, 1e-9);
    }

    [Fact]
    public void Bars_stand_at_the_points_that_spread_when_the_first_point_has_none()
    {
        // -b 4K ran the same time twice (no spread); 8K and 16K spread. The bars belong at 8K and 16K (log2: 13 and 14),
        // not at the first two points' x (12 and 13).
        string csv = _dir.Write("t.csv", string.Join('\n',
            SweepCsvSamples.NewHeader,
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 1, 1.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 4096, 1, 2, 1.0),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 8192, 1, 1, 0.5),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 8192, 1, 2, 0.7),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 16384, 1, 1, 0.2),
            SweepCsvSamples.Row("FileStream/None", "FileStream", "None", "Scalar", 16384, 1, 2, 0.4)) + "\n");

        var ranges = ChartBuilder.Ranges(SweepCsvChart.From(SweepCsvReader.Read(csv)));

        ranges.Select(r => r.X).Should().Equal([13.0, 14.0]);
        ranges[0].Low.Should().BeApproximately(0.5, 1e-9);
        ranges[0].High.Should().BeApproximately(0.7, 1e-9);
        ranges[1].Low.Should().BeApproximately(0.2, 1e-9);
        ranges[1].High.Should().BeApproximately(0.4, 1e-9);
    }
}

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
}

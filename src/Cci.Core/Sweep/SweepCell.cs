using Cci.Core.Engine;

namespace Cci.Core.Sweep;

/// <summary>One measured cell: its point, the timed runs (warm-up excluded) and their median, min and max seconds.</summary>
internal sealed record SweepCell(SweepPoint Point, IReadOnlyList<JobReport> Runs)
{
    public double Median { get; } = MedianOf(Runs.Select(r => r.ElapsedSeconds));

    public double Min => Runs.Min(r => r.ElapsedSeconds);

    public double Max => Runs.Max(r => r.ElapsedSeconds);

    /// <summary>What actually ran: for Auto, the strategy it chose.</summary>
    public JobReport Chosen => Runs[0];

    private static double MedianOf(IEnumerable<double> values)
    {
        double[] sorted = [.. values.Order()];
        if (sorted.Length == 0)
        {
            return double.NaN;
        }

        int middle = sorted.Length / 2;
        return sorted.Length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
    }
}

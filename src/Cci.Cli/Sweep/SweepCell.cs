namespace Cci.Cli.Sweep;

/// <summary>One measured cell: its point, the timed runs (warm-up excluded) and their median, min and max seconds.</summary>
internal sealed record SweepCell(SweepPoint Point, IReadOnlyList<ProcessingReport> Runs)
{
    public double Median { get; } = MedianOf(Runs.Select(r => r.Elapsed.TotalSeconds));

    public double Min => Runs.Min(r => r.Elapsed.TotalSeconds);

    public double Max => Runs.Max(r => r.Elapsed.TotalSeconds);

    /// <summary>What actually ran: for Auto, the strategy it chose.</summary>
    public ProcessingReport Chosen => Runs[0];

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

namespace Cci.Cli.Charting;

/// <summary>
/// One line of a chart. Lines of one <see cref="Family"/> (an access and threading method, e.g. FileStream/ThreadPool,
/// or a native program) share a colour; a SIMD kernel is drawn solid and a scalar one dotted; lines that share both
/// get different markers. A line of one point was measured once for every x (Auto, a one-pass mapped run) and is
/// drawn flat across the chart.
/// </summary>
internal sealed record ChartSeries(string Name, IReadOnlyList<ChartPoint> Points)
{
    public string Family { get; init; } = string.Empty;

    public bool Simd { get; init; }

    /// <summary>Drawn black, dashed and thicker: the line the others are measured against (Auto).</summary>
    public bool Emphasised { get; init; }

    /// <summary>Which of the charted files the line comes from (0 for the first, or a sweep just run): each file has its own palette and markers.</summary>
    public int Source { get; init; }
}

namespace Cci.Cli.Charting;

/// <summary>
/// One point of a chart line: x in the axis' own unit (bytes or a count), y in seconds (the median of the runs), and the
/// fastest and slowest run at that point (<paramref name="Min"/>, <paramref name="Max"/>; null when not known), drawn as a range.
/// </summary>
internal readonly record struct ChartPoint(double X, double Y, double? Min = null, double? Max = null)
{
    /// <summary>Whether the runs at this point spread: a range to draw.</summary>
    public bool HasSpread => Min is double low && Max is double high && high > low;
}

namespace Cci.Cli.Charting;

/// <summary>One point of a chart line: x in the axis' own unit (bytes or a count), y in seconds.</summary>
internal readonly record struct ChartPoint(double X, double Y);

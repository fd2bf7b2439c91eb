namespace Cci.Cli.Charting;

/// <summary>The x axis: its label and its scale; ticks are put at the values the series hold.</summary>
internal sealed record ChartAxis(string Label, ChartScale Scale);

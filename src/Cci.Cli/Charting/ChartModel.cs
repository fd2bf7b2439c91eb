namespace Cci.Cli.Charting;

/// <summary>
/// What a chart shows, whoever measured it: a sweep just run (<see cref="SweepChart"/>) or sweep CSV files
/// (<see cref="SweepCsvChart"/>). <see cref="ChartBuilder"/> draws it; y is always elapsed seconds from 0.
/// </summary>
internal sealed record ChartModel(string Title, ChartAxis X, string YLabel, IReadOnlyList<ChartSeries> Series);

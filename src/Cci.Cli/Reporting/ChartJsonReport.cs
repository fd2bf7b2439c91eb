namespace Cci.Cli.Reporting;

/// <summary>chart --json: the chart written and the CSV files it was drawn from.</summary>
internal sealed record ChartJsonReport(string Chart, IReadOnlyList<string> Csv, int Rows);

namespace Cci.Cli.Reporting;

/// <summary>wc --json: the counts of each file in the order given, and the total when wc would print its line.</summary>
internal sealed record WcJsonReport(IReadOnlyList<WcJsonCount> Files, WcJsonCount? Total);

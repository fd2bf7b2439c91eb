namespace Cci.Cli.Reporting;

/// <summary>
/// wc --json: the counts of each file in the order given, and the total when wc would print its line; then what ran and how
/// fast (<see cref="StrategyJsonFields"/>): the way of reading the whole count took (a batch of small files read whole, a large
/// cold file through io_uring, the mapped stripes).
/// </summary>
internal sealed record WcJsonReport : StrategyJsonFields
{
    public WcJsonReport(ProcessingReport run, long requestedViewSize)
        : base(run, requestedViewSize)
    {
    }

    public required IReadOnlyList<WcJsonCount> Files { get; init; }

    public required WcJsonCount? Total { get; init; }
}

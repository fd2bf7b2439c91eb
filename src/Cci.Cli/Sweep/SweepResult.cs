namespace Cci.Cli.Sweep;

/// <summary>Every cell of a sweep, and the machine it ran on; after an interruption, the cells with at least one timed run.</summary>
internal sealed record SweepResult(IReadOnlyList<SweepCell> Cells, string Machine, int Runs)
{
    /// <summary>The job swept: transform, compare or wc (<see cref="ISweepJob.Name"/>).</summary>
    public string Job { get; init; } = "transform";

    /// <summary>The CSV's transform and shift columns of a transform's sweep (<see cref="ISweepJob.Transform"/>); null for compare and wc.</summary>
    public string? Transform { get; init; }

    /// <summary>Whether every run's input (and the previous output) was evicted from the page cache first (<c>--cold</c>).</summary>
    public bool Cold { get; init; }

    /// <summary>Whether the sweep was cancelled before its last run: cells then hold the timed runs measured so far.</summary>
    public bool Interrupted { get; init; }

    /// <summary>How many timed runs the whole grid would have had (cells × runs).</summary>
    public int PlannedRuns { get; init; }

    public int MeasuredRuns => Cells.Sum(c => c.Runs.Count);

    public IReadOnlyList<SweepInput> Inputs => [.. Cells.Select(c => c.Point.Input).Distinct()];

    /// <summary>The fixed-strategy cell with the lowest median for <paramref name="input"/> (Auto competes against it, not in it).</summary>
    public SweepCell? BestFor(SweepInput input) =>
        Cells.Where(c => c.Point.Input == input && !c.Point.IsAuto).MinBy(c => c.Median);

    public SweepCell? AutoFor(SweepInput input) =>
        Cells.FirstOrDefault(c => c.Point.Input == input && c.Point.IsAuto);
}

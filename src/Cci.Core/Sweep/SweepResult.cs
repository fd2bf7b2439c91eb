namespace Cci.Core.Sweep;

/// <summary>Every cell of a sweep, and the machine it ran on.</summary>
public sealed record SweepResult(IReadOnlyList<SweepCell> Cells, string Machine, int Runs)
{
    public IReadOnlyList<SweepInput> Inputs => [.. Cells.Select(c => c.Point.Input).Distinct()];

    /// <summary>The fixed-strategy cell with the lowest median for <paramref name="input"/> (Auto competes against it, not in it).</summary>
    public SweepCell? BestFor(SweepInput input) =>
        Cells.Where(c => c.Point.Input == input && !c.Point.IsAuto).MinBy(c => c.Median);

    public SweepCell? AutoFor(SweepInput input) =>
        Cells.FirstOrDefault(c => c.Point.Input == input && c.Point.IsAuto);
}

namespace Cci.Core.Sweep;

/// <summary>One finished run of a sweep, for progress: round 0 is the warm-up, rounds 1..<see cref="Runs"/> are timed.</summary>
public sealed record SweepStep(int Round, int Runs, int Cell, int Cells, SweepPoint Point, double Seconds)
{
    public bool IsWarmUp => Round == 0;

    public bool EndsRound => Cell == Cells;
}

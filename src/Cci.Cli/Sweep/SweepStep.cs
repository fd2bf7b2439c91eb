namespace Cci.Cli.Sweep;

/// <summary>One finished run of a sweep, for progress and for CSV rows written as they are measured: round 0 is the warm-up, rounds 1..<see cref="Runs"/> are timed.</summary>
internal sealed record SweepStep(int Round, int Runs, int Cell, int Cells, SweepPoint Point, ProcessingReport Report)
{
    public double Seconds => Report.Elapsed.TotalSeconds;

    public bool IsWarmUp => Round == 0;

    public bool EndsRound => Cell == Cells;
}

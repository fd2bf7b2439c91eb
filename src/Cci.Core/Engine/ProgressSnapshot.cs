namespace Cci;

/// <summary>One reading of a <see cref="ProcessingProgress"/>: the bytes done and the run's size, as <see cref="ProcessingProgress.ReportTo"/> hands it on.</summary>
/// <param name="Bytes">The bytes done so far.</param>
/// <param name="Total">The run's size in bytes; -1 while it is unknown (before the run has planned, or a stream of unknown length).</param>
public readonly record struct ProgressSnapshot(long Bytes, long Total)
{
    /// <summary>How much is done, from 0 to 1; null while the total is unknown. An empty run is done: 1.</summary>
    public double? Fraction => Total switch
    {
        < 0 => null,
        0 => 1,
        _ => Math.Min(1, (double)Bytes / Total),
    };
}

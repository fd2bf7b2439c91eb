namespace Cci.Core.Engine;

/// <summary>
/// How a job runs, decided once (<see cref="PipelineJob{TOutcome, TResult}.Decide"/>) with the inputs open and planned, and
/// holding its own state: the outcome already known, the inputs read whole, read as streams, striped, or an output made
/// from nothing. The pipeline switches on it (<see cref="JobPipeline"/>); a way is one run's, never reused.
/// </summary>
/// <typeparam name="TOutcome">What the way produces, for the job's report.</typeparam>
internal abstract class JobWay<TOutcome>
{
    private protected JobWay()
    {
    }
}

/// <summary>The ways that need no class of their own: each is one function of what the pipeline hands it.</summary>
internal static class JobWay
{
    /// <summary>Nothing needs reading: the outcome is known from what was opened (wc -c from the sizes, cmp -s from lengths that differ).</summary>
    public static JobWay<TOutcome> Known<TOutcome>(TOutcome outcome) => new KnownWay<TOutcome>(outcome);

    /// <summary>Every input read front to back, one stream each (a regular file's over its handle).</summary>
    public static JobWay<TOutcome> Streamed<TOutcome>(Func<IReadOnlyList<Stream>, TOutcome> read) => new StreamedWay<TOutcome>(read);

    /// <summary>
    /// Every input read whole into memory, when each was opened small and fits one buffer (<see cref="PipelineRun.FitsOneBuffer"/>);
    /// <paramref name="otherwise"/>, asked only then, is the way when one held more than its size said (it grew, or it is a pseudo file).
    /// </summary>
    public static JobWay<TOutcome> Whole<TOutcome>(Func<IReadOnlyList<ArraySegment<byte>>, TOutcome> read, Func<JobWay<TOutcome>> otherwise) =>
        new WholeWay<TOutcome>(read, otherwise);

    /// <summary>A job over no inputs makes its output by itself (generate); the pipeline still owns the output's interruption, the clock and the report.</summary>
    public static JobWay<TOutcome> Produced<TOutcome>(Func<TOutcome> produce) => new ProducedWay<TOutcome>(produce);
}

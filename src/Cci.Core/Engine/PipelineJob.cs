using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>
/// What a job brings to the <see cref="JobPipeline"/>: its strategy and Auto policy, its checks of the inputs as they open,
/// its output, one decision of how it runs (<see cref="Decide"/>, which returns the way and its state), and its report.
/// Everything around them (bounds, Auto, opening, reading whole, the streams, the striped run and its lease, the output's
/// commit, cancellation, progress, the clock and the notes) is the pipeline's. The job keeps no state between its steps.
/// </summary>
/// <typeparam name="TOutcome">What a way produces (bytes written, counts, a fold's value).</typeparam>
/// <typeparam name="TResult">What the job returns: its report, made from the outcome once the clock has stopped.</typeparam>
internal abstract class PipelineJob<TOutcome, TResult>
{
    protected PipelineJob(ProcessingOptions requested, IAutoPolicy autoPolicy)
    {
        Requested = requested;
        AutoPolicy = autoPolicy;
    }

    /// <summary>What was asked for, before bounds and Auto: the caller's options, or the job's own defaults.</summary>
    public ProcessingOptions Requested { get; }

    /// <summary>How Auto chooses for this job.</summary>
    public IAutoPolicy AutoPolicy { get; }

    /// <summary>A regular input of at most this many bytes is opened the short way, to be read whole (-1: none is).</summary>
    public virtual long SmallLimit => -1;

    /// <summary>
    /// Whether the inputs are opened before the strategy is bounded and the clock started, so that an input's error comes
    /// before a kernel this machine lacks (compare: cmp's errors first); by default the strategy is refused before anything is opened.
    /// </summary>
    public virtual bool OpensFirst => false;

    /// <summary>
    /// Called as the pipeline opens each input, in order, before it opens the next: throws when the run cannot go on with
    /// <paramref name="input"/>, so an input after one that failed is never opened (a FIFO opened in vain would wait for a
    /// writer). By default an input that failed to open throws cci's one-line error (<see cref="JobInput.ThrowIfFailed"/>).
    /// </summary>
    /// <param name="index">The input's place in the order given.</param>
    /// <param name="input">The input just opened; the pipeline closes it, and those before it, when this throws.</param>
    public virtual void CheckOpened(int index, JobInput input) => input.ThrowIfFailed();

    /// <summary>Called once every input is open, before Auto: the job's checks of the inputs together (by default none).</summary>
    public virtual void CheckAllOpened(IReadOnlyList<JobInput> inputs)
    {
    }

    /// <summary>
    /// What Auto sees of the inputs: by default the first one's size. A job whose policy weighs the cache state (the transform's)
    /// measures it (<see cref="InputProfile.Measure"/>); the others do not pay for a mapping and mincore they would not read.
    /// </summary>
    public virtual InputProfile Profile(IReadOnlyList<JobInput> inputs) => InputProfile.OfSize(inputs[0].File?.Length);

    /// <summary>
    /// Given the run's regular files, now open: a plan for them that replaces the one made, or null (the default) to keep it.
    /// Asked once the inputs are open (<see cref="JobPipeline"/>), and by a job planned before they were for the only name
    /// of its run (wc's, <see cref="NamedInputs"/>): where a job weighs the files' cache state.
    /// </summary>
    public virtual RunPlan? PlanOpened(IReadOnlyList<InputFile> files) => null;

    /// <summary>The job's own checks of its options, once the inputs are open and the strategy planned.</summary>
    public virtual void Check(PipelineRun run)
    {
    }

    /// <summary>The progress total once the inputs are open and planned, for the whole run; null to start it on the striped way only.</summary>
    public virtual long? ProgressTotal(PipelineRun run) => null;

    /// <summary>Where the job writes, made once its input is open and planned (so an input's error comes first); null for a job that only reads.</summary>
    public virtual JobOutput? CreateOutput(PipelineRun run) => null;

    /// <summary>
    /// The job's one decision: how it runs (<see cref="JobWay{TOutcome}"/>), asked once the inputs are open and planned and
    /// the output made, or once per batch of wc's names with <see cref="PipelineRun.Files"/> the batch's regular files
    /// (<see cref="JobPipeline.RunBatch"/>). The way returned holds whatever its steps learn.
    /// </summary>
    public abstract JobWay<TOutcome> Decide(PipelineRun run);

    /// <summary>The job's result from the outcome, with the clock stopped (<see cref="PipelineRun.Elapsed"/>).</summary>
    public abstract TResult Report(PipelineRun run, TOutcome outcome);
}

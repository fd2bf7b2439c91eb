using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>
/// What a job brings to the <see cref="JobPipeline"/>: its strategy and Auto policy, its per-stripe work (a worker per
/// thread), its streamed and whole-in-memory ways, how the stripes' results combine in order, and its report. Everything
/// around them (bounds, Auto, opening, the striped run and its lease, the output and its commit, cancellation, progress,
/// the clock and the notes) is the pipeline's. One instance serves one run, so it may keep what its steps find.
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
    /// The whole work of a job run over no inputs (generate): it makes the output the pipeline created (<see cref="CreateOutput"/>);
    /// the pipeline still owns the bounds, the output's interruption, the clock and the report.
    /// </summary>
    public virtual TOutcome Produce(PipelineRun run) =>
        throw new NotSupportedException($"{GetType().Name} needs an input");

    /// <summary>Whether inputs that were opened small and fit one buffer are read whole (<see cref="RunWhole"/>).</summary>
    public virtual bool ReadsWhole(PipelineRun run) => false;

    /// <summary>Processes the inputs read whole (each closed already, when the pipeline owns it).</summary>
    public virtual TOutcome RunWhole(PipelineRun run, IReadOnlyList<ArraySegment<byte>> inputs) =>
        throw new NotSupportedException($"{GetType().Name} reads nothing whole");

    /// <summary>Whether the striped way runs; by default where every input is a regular file and so is the output, if any.</summary>
    public virtual bool Stripes(PipelineRun run) => run.Inputs.All(i => i.File is not null) && run.Output is null or { IsFile: true };

    /// <summary>Processes the inputs front to back, one stream each (a regular file's over its handle).</summary>
    public abstract TOutcome RunStreamed(PipelineRun run, IReadOnlyList<Stream> inputs);

    /// <summary>On the striped way, before anything is mapped or leased: the outcome when nothing needs reading (wc -c, cmp -s on lengths that differ).</summary>
    public virtual bool TryWithoutReading(PipelineRun run, out TOutcome outcome)
    {
        outcome = default!;
        return false;
    }

    /// <summary>The length of the output a striped run writes: the first input's.</summary>
    public virtual long OutputLength(PipelineRun run) => run.File(0).Length;

    /// <summary>The bytes the striped way plans its stripes over: the first input's.</summary>
    public virtual long StripedLength(PipelineRun run) => run.File(0).Length;

    /// <summary>The stripes: by default <see cref="StripedLength"/>'s, round-robin.</summary>
    public virtual StripedWork PlanStripes(PipelineRun run, StripedRun striped) => StripedWork.RoundRobin(striped.Plan(StripedLength(run)));

    /// <summary>Starts the progress total as the striped way begins reading.</summary>
    public virtual void StartProgress(PipelineRun run) => run.Progress?.Start(StripedLength(run));

    /// <summary>Whether the run fails when an input's length changed (compare reads what a file gained instead).</summary>
    public virtual bool ChecksUnchanged => true;

    /// <summary>One worker's per-stripe body; <paramref name="output"/> is the opened output of a job that writes.</summary>
    public abstract IStripeWorker CreateWorker(PipelineRun run, StripedRun striped, StripedWork work, IStripeOutput? output);

    /// <summary>Combines the workers' results in file order, with the striped run's inputs still open.</summary>
    public abstract TOutcome Combine(PipelineRun run, StripedRun striped, StripedWork work);

    /// <summary>After the striped run has released its inputs (mappings, leases): what remains (compare reads what a file gained).</summary>
    public virtual TOutcome AfterStripes(PipelineRun run, TOutcome outcome) => outcome;

    /// <summary>The job's result from the outcome, with the clock stopped (<see cref="PipelineRun.Elapsed"/>).</summary>
    public abstract TResult Report(PipelineRun run, TOutcome outcome);
}

using Cci.Core.Access;

namespace Cci.Core.Engine;

/// <summary>
/// The way that stripes regular files over the workers (<see cref="StripedRun"/>): the stripes it plans, the worker that
/// processes one, how the workers' results combine in file order, and what comes after the inputs are released. The
/// pipeline owns the rest: the lease and mappings, the output, its commit and the progress. Made for one run, or one
/// batch of wc's names (<see cref="PipelineRun.Files"/>), so it keeps what its steps find.
/// </summary>
internal abstract class StripedWay<TOutcome>(PipelineRun run) : JobWay<TOutcome>
{
    /// <summary>The run this way was decided for.</summary>
    protected PipelineRun Run { get; } = run;

    /// <summary>The bytes the stripes are planned over: the first input's.</summary>
    public virtual long Length => Run.File(0).Length;

    /// <summary>The length of the output a striped run writes: the first input's.</summary>
    public virtual long OutputLength => Run.File(0).Length;

    /// <summary>Whether the run fails when an input's length changed (compare reads what a file gained instead; wc counts what it read).</summary>
    public virtual bool ChecksUnchanged => true;

    /// <summary>Starts the progress total as the stripes begin.</summary>
    public virtual void StartProgress() => Run.Progress?.Start(Length);

    /// <summary>The stripes: by default <see cref="Length"/>'s, round-robin.</summary>
    public virtual StripedWork Plan(StripedRun striped) => StripedWork.RoundRobin(striped.Plan(Length));

    /// <summary>One worker's per-stripe body; <paramref name="output"/> is the opened output of a job that writes.</summary>
    public abstract IStripeWorker CreateWorker(StripedRun striped, StripedWork work, IStripeOutput? output);

    /// <summary>Combines the workers' results in file order, with the striped run's inputs still open.</summary>
    public abstract TOutcome Combine(StripedRun striped, StripedWork work);

    /// <summary>After the striped run has released its inputs (mappings, leases) and the output is committed: what remains (compare reads what a file gained).</summary>
    public virtual TOutcome After(TOutcome outcome) => outcome;
}

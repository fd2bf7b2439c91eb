using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Aggregate;

/// <summary>
/// The fold's striped way: the per-stripe body (<see cref="AggregateWorker{TResult}"/>) and the ordered fold of the stripes'
/// outcomes (<see cref="OrderedFold{TResult}"/>). The workers take the next stripe from one queue, as wc's do, not a fixed
/// share each: the fold takes outcomes in any order, and on a busy machine a worker that was descheduled would otherwise
/// leave the others idle at the end with its share still to do.
/// </summary>
internal sealed class AggregateStripes<TResult>(
    PipelineRun run, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine,
    Action<CancellationToken>? stripesStarted)
    : StripedWay<(TResult Value, long Bytes)>(run)
{
    private readonly OrderedFold<TResult> _fold = new(seed, block, combine, run.File(0), boundary.Delimiter is not null);

    public override StripedWork Plan(StripedRun striped)
    {
        stripesStarted?.Invoke(striped.Stopping);
        StripePlan plan = striped.Plan(Length);
        return new StripedWork(new SharedQueueWork([plan], plan.Workers), plan);
    }

    public override IStripeWorker CreateWorker(StripedRun striped, StripedWork work, IStripeOutput? output) =>
        new AggregateWorker<TResult>(striped.Input(0), work.Plan.StripeSize, Run.File(0).Length, boundary, block, _fold);

    /// <summary>The folded value; the report's block count becomes the blocks the block function was handed (seams included), not the stripes.</summary>
    public override (TResult Value, long Bytes) Combine(StripedRun striped, StripedWork work)
    {
        TResult value = _fold.Finish(work.Plan.StripeCount);
        Run.Ran = Run.Ran! with { Blocks = _fold.Folded };
        return (value, Run.File(0).Length);
    }
}

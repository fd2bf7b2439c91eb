using Cci.Core.Access;
using Cci.Core.Count;
using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Aggregate;

/// <summary>
/// A fold over a file's blocks with a library user's block function, combined in file order: a regular file is striped
/// over the workers, anything else is read in order. Its steps on the <see cref="JobPipeline"/>: the per-stripe body (<see cref="AggregateWorker{TResult}"/>), the
/// ordered fold of the stripes' outcomes (<see cref="OrderedFold{TResult}"/>), and the streamed fold
/// (<see cref="StreamAggregate"/>). Auto plans it as wc, the other job that only reads.
/// </summary>
internal sealed class AggregateSteps<TResult>(
    ProcessingOptions requested, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine)
    : PipelineJob<(TResult Value, long Bytes), Aggregated<TResult>>(requested, CountJob.AutoPolicy)
{
    private OrderedFold<TResult>? _fold;

    public override (TResult Value, long Bytes) RunStreamed(PipelineRun run, IReadOnlyList<Stream> inputs)
    {
        (TResult value, long bytes, long blocks) = StreamAggregate.Run(inputs[0], run.Plan.BlockSize, boundary, seed, block, combine, run.Cancel);
        Streamed(run, bytes, blocks);
        return (value, bytes);
    }

    /// <summary>What ran when the input was streamed (here, or by the asynchronous call): one block after another, on one thread.</summary>
    public void Streamed(PipelineRun run, long bytes, long blocks)
    {
        run.Ran = run.Plan.Streamed(bytes) with { Blocks = blocks };
        run.AddNote("read in order: the input is not a regular file");
    }

    /// <summary>
    /// The stripes and the fold their outcomes go to (made before any worker starts). The workers take the next stripe from
    /// one queue, as wc's do, not a fixed share each: the fold takes outcomes in any order, and on a busy machine a worker
    /// that was descheduled would otherwise leave the others idle at the end with its share still to do.
    /// </summary>
    /// <summary>Cancelled when a striped run stops (the caller's token, or a worker that failed); none before the stripes are planned, or for a stream.</summary>
    public CancellationToken Stopping { get; private set; }

    public override StripedWork PlanStripes(PipelineRun run, StripedRun striped)
    {
        Stopping = striped.Stopping;
        _fold = new OrderedFold<TResult>(seed, block, combine, run.File(0), boundary.Delimiter is not null);
        StripePlan plan = striped.Plan(StripedLength(run));
        return new StripedWork(new SharedQueueWork([plan], plan.Workers), plan);
    }

    public override IStripeWorker CreateWorker(PipelineRun run, StripedRun striped, StripedWork work, IStripeOutput? output) =>
        new AggregateWorker<TResult>(striped.Input(0), work.Plan.StripeSize, run.File(0).Length, boundary, block, _fold!);

    /// <summary>The folded value; the report's block count becomes the blocks the block function was handed (seams included), not the stripes.</summary>
    public override (TResult Value, long Bytes) Combine(PipelineRun run, StripedRun striped, StripedWork work)
    {
        TResult value = _fold!.Finish(work.Plan.StripeCount);
        run.Ran = run.Ran! with { Blocks = _fold.Folded };
        return (value, run.File(0).Length);
    }

    /// <summary>The folded value and the library's report, made here once from what ran (nothing written).</summary>
    public override Aggregated<TResult> Report(PipelineRun run, (TResult Value, long Bytes) outcome) =>
        new(outcome.Value, run.Ran!.ToReport(output: null, outcome.Bytes, run.Elapsed, run.Note));
}

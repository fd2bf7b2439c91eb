using Cci.Core.Count;
using Cci.Core.Engine;

namespace Cci.Core.Aggregate;

/// <summary>
/// A fold over a file's blocks with a library user's block function, combined in file order, on the <see cref="JobPipeline"/>:
/// a regular file is striped over the workers (<see cref="AggregateStripes{TResult}"/>), anything else is read in order
/// (<see cref="StreamAggregate"/>). Auto plans it as wc, the other job that only reads.
/// </summary>
/// <param name="stripesStarted">Told the striped run's stopping token before its workers start (a filter's window waits on it); null for none.</param>
internal sealed class AggregateSteps<TResult>(
    ProcessingOptions requested, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine,
    Action<CancellationToken>? stripesStarted = null)
    : PipelineJob<(TResult Value, long Bytes), Aggregated<TResult>>(requested, CountJob.AutoPolicy)
{
    public override JobWay<(TResult Value, long Bytes)> Decide(PipelineRun run) =>
        run.Files.Count > 0
            ? new AggregateStripes<TResult>(run, boundary, seed, block, combine, stripesStarted)
            : JobWay.Streamed(inputs => RunStreamed(run, inputs[0]));

    /// <summary>What ran when the input was streamed (here, or by the asynchronous call): one block after another, on one thread.</summary>
    public void Streamed(PipelineRun run, long bytes, long blocks)
    {
        run.Ran = run.Plan.Streamed(bytes) with { Blocks = blocks };
        run.AddNote("read in order: the input is not a regular file");
    }

    /// <summary>The folded value and the library's report, made here once from what ran (nothing written).</summary>
    public override Aggregated<TResult> Report(PipelineRun run, (TResult Value, long Bytes) outcome) =>
        new(outcome.Value, run.Ran!.ToReport(output: null, outcome.Bytes, run.Elapsed, run.Note));

    private (TResult Value, long Bytes) RunStreamed(PipelineRun run, Stream input)
    {
        (TResult value, long bytes, long blocks) = StreamAggregate.Run(input, run.Plan.BlockSize, boundary, seed, block, combine, run.Cancel);
        Streamed(run, bytes, blocks);
        return (value, bytes);
    }
}

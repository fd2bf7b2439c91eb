using System.Diagnostics;
using Cci.Core.Count;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Aggregate;

/// <summary>
/// A fold over a file's blocks with a library user's block function, combined in file order: the shared engine stripes a
/// regular file over the workers (<see cref="StripedRun"/>), anything else is read in order (<see cref="StreamAggregate"/>).
/// Auto plans it as wc, the other job that only reads.
/// </summary>
internal static class AggregateJob
{
    public static (TResult Value, AggregateReport Report) Run<TResult>(
        string path, StrategyOptions requested, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine,
        CancellationToken cancel)
    {
        (StrategyOptions strategy, string? boundsNote) = RunBounds.Apply(requested);
        var clock = Stopwatch.StartNew();
        using JobInput input = JobInput.Open(path).ThrowIfFailed();
        (strategy, string? autoReason) = AutoPlanner.Resolve(strategy, CountOptions.AutoPolicy, input.File);
        string? note = RunBounds.Join(autoReason, boundsNote);
        if (input.File is not InputFile file)
        {
            (TResult value, long bytes, long blocks) = StreamAggregate.Run(input.Stream!, strategy.ResolvedBufferSize, boundary, seed, block, combine, cancel);
            clock.Stop();
            var streamed = StrategyUsed.Streamed(strategy, strategy.ResolveKernel(), bytes) with { StripeCount = blocks };
            return (value, new AggregateReport { Strategy = streamed, Bytes = bytes, ElapsedSeconds = clock.Elapsed.TotalSeconds, Note = RunBounds.Join(note, "read in order: the input is not a regular file") });
        }

        using var run = new StripedRun(strategy, [file], cancel);
        StripePlan plan = run.Plan(file.Length);
        var fold = new OrderedFold<TResult>(seed, block, combine, file, boundary.Delimiter is not null);
        run.Run(new RoundRobinWork(plan), _ => new AggregateWorker<TResult>(run.Input(0), plan.StripeSize, file.Length, boundary, block, fold));
        run.EnsureUnchanged();
        TResult result = fold.Finish(plan.StripeCount);
        clock.Stop();
        return (result, new AggregateReport { Strategy = run.Describe(plan), Bytes = file.Length, ElapsedSeconds = clock.Elapsed.TotalSeconds, Note = RunBounds.Join(note, run.Note(plan)) });
    }
}

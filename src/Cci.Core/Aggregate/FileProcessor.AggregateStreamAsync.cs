using Cci.Core;
using Cci.Core.Aggregate;
using Cci.Core.Engine;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Folds a stream to its end as
    /// <see cref="Aggregate{TResult}(Stream, TResult, BlockFunction{TResult}, Func{TResult, TResult, TResult}, BlockBoundary, ProcessingOptions?, CancellationToken)"/>
    /// does, awaiting <see cref="Stream.ReadAsync(Memory{byte}, CancellationToken)"/> instead of calling Read: for a stream that
    /// reads only asynchronously (ASP.NET Core's request body, a network stream) and a caller that must not block a thread
    /// while it waits. The blocks, their offsets, the value and the report are the synchronous call's; <paramref name="block"/>
    /// and <paramref name="combine"/> run between reads, one block at a time, on the thread each read completed on.
    /// </summary>
    /// <typeparam name="TResult">A block's result, and the whole stream's.</typeparam>
    /// <param name="input">The stream to read; it is not disposed.</param>
    /// <param name="seed">The value for an empty stream, and the left operand of the first combine.</param>
    /// <param name="block">The per-block work; each block is valid only during its call.</param>
    /// <param name="combine">Joins the value so far (left) with the next block's result (right), in stream order.</param>
    /// <param name="boundary">How blocks are cut: <see cref="BlockBoundary.None"/>, <see cref="BlockBoundary.AtDelimiter"/> or <see cref="BlockBoundary.WithOverlap"/>.</param>
    /// <param name="options">The block size (the rest of the strategy does not apply to a stream); null for the default.</param>
    /// <param name="cancellationToken">Passed to every read, so it cancels one that is pending; otherwise stops the run within one block.</param>
    /// <returns>The combined value and what ran.</returns>
    /// <exception cref="ArgumentException"><see cref="ProcessingOptions.Kernel"/> names a kernel: your function is the kernel.</exception>
    /// <exception cref="IOException">The stream cannot be read, or holds a record longer than 2 GiB.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Task<Aggregated<TResult>> AggregateAsync<TResult>(
        Stream input, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine, BlockBoundary boundary,
        ProcessingOptions? options = null, CancellationToken cancellationToken = default)
    {
        // The arguments are checked before the first await, so a bad one throws from the call, as the synchronous call's does.
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(block);
        ArgumentNullException.ThrowIfNull(combine);
        options = UserKernel(options);
        var steps = new AggregateSteps<TResult>(options, boundary, seed, block, combine);
        PipelineRun run = Begun(() => JobPipeline.BeginStream(steps, input, cancellationToken, ProcessingProgress.Begin(options.Progress)), cancellationToken);
        return Run(steps, run, input, boundary, seed, block, combine, cancellationToken);

        static async Task<Aggregated<TResult>> Run(
            AggregateSteps<TResult> steps, PipelineRun run, Stream input, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block,
            Func<TResult, TResult, TResult> combine, CancellationToken cancel)
        {
            (TResult value, long bytes, long blocks) = await Awaited(
                StreamAggregate.RunAsync(input, run.Plan.BlockSize, boundary, seed, block, combine, cancel), cancel).ConfigureAwait(false);
            steps.Streamed(run, bytes, blocks);
            Aggregated<TResult> aggregated = JobPipeline.Finish(steps, run, (value, bytes));
            return aggregated with { Report = UserKernelReport(aggregated.Report) };
        }
    }

    /// <summary>The run an asynchronous call begins, its errors in the public types, as a synchronous call's are.</summary>
    private static T Begun<T>(Func<T> begin, CancellationToken cancel)
    {
        try
        {
            return begin();
        }
        catch (CciException e)
        {
            throw PublicErrors.From(e);
        }
        catch (OperationCanceledException e) when (e.CancellationToken != cancel && cancel.IsCancellationRequested)
        {
            throw PublicErrors.Cancelled(e, cancel);
        }
    }

    /// <summary>What an asynchronous run gives, its errors in the public types, as a synchronous call's are.</summary>
    private static async Task<T> Awaited<T>(Task<T> running, CancellationToken cancel)
    {
        try
        {
            return await running.ConfigureAwait(false);
        }
        catch (CciException e)
        {
            throw PublicErrors.From(e);
        }
        catch (OperationCanceledException e) when (e.CancellationToken != cancel && cancel.IsCancellationRequested)
        {
            throw PublicErrors.Cancelled(e, cancel);
        }
    }
}

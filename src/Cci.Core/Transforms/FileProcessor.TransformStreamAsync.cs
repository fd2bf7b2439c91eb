using Cci.Core.Engine;
using Cci.Core.Transforms;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Transforms a stream into a stream as <see cref="Transform{TTransform}(Stream, Stream, TTransform, ProcessingOptions?, CancellationToken)"/>
    /// does, awaiting <see cref="Stream.ReadAsync(Memory{byte}, CancellationToken)"/> and
    /// <see cref="Stream.WriteAsync(ReadOnlyMemory{byte}, CancellationToken)"/> instead of calling Read and Write: for streams
    /// that allow only asynchronous I/O (ASP.NET Core's request and response bodies). The blocks, their offsets, the bytes
    /// written and the report are the synchronous call's; the transform runs between a read and its write, one block at a time.
    /// </summary>
    /// <typeparam name="TTransform">Your transform, a struct (so it is inlined).</typeparam>
    /// <param name="input">The stream to read from its current position to its end; it is not closed.</param>
    /// <param name="output">The stream to write, in order, and flush; it is not closed.</param>
    /// <param name="transform">The block function.</param>
    /// <param name="options">The strategy: a stream is read in order, so the block size is what it uses; null for everything chosen.</param>
    /// <param name="cancellationToken">Passed to every read and write, so it cancels one that is pending; otherwise stops the run within one block.</param>
    /// <returns>What ran (<see cref="ProcessingReport.Access"/> null, <see cref="ProcessingReport.Output"/> <see cref="OutputMode.Stream"/>), the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><paramref name="input"/> cannot be read, <paramref name="output"/> cannot be written, or <see cref="ProcessingOptions.Kernel"/> names a kernel.</exception>
    /// <exception cref="IOException">A stream failed.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Task<ProcessingReport> TransformAsync<TTransform>(
        Stream input, Stream output, TTransform transform, ProcessingOptions? options = null, CancellationToken cancellationToken = default)
        where TTransform : struct, IBlockTransform =>
        RunStreamAsync(Readable(input), Writable(output), new UserTransform<TTransform>(transform), UserKernel(options), cancellationToken);

    /// <summary>
    /// Transforms a stream into a stream with a delegate, called once per block, awaiting each read and write; otherwise as
    /// <see cref="TransformAsync{TTransform}(Stream, Stream, TTransform, ProcessingOptions?, CancellationToken)"/>.
    /// </summary>
    /// <param name="input">The stream to read from its current position to its end; it is not closed.</param>
    /// <param name="output">The stream to write, in order, and flush; it is not closed.</param>
    /// <param name="transform">The block function.</param>
    /// <param name="options">The strategy: a stream is read in order, so the block size is what it uses; null for everything chosen.</param>
    /// <param name="cancellationToken">Passed to every read and write, so it cancels one that is pending; otherwise stops the run within one block.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><paramref name="input"/> cannot be read, <paramref name="output"/> cannot be written, or <see cref="ProcessingOptions.Kernel"/> names a kernel.</exception>
    /// <exception cref="IOException">A stream failed.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Task<ProcessingReport> TransformAsync(
        Stream input, Stream output, BlockTransform transform, ProcessingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(transform);
        return RunStreamAsync(Readable(input), Writable(output), new UserTransform<DelegateTransform>(new DelegateTransform(transform)), UserKernel(options), cancellationToken);
    }

    /// <summary>The transform job over two streams, planned as the synchronous call plans it, read and written asynchronously.</summary>
    private static Task<ProcessingReport> RunStreamAsync(Stream input, Stream output, ByteTransform transform, ProcessingOptions options, CancellationToken cancel)
    {
        var request = new TransformRequest
        {
            Input = TransformRequest.StandardStream,
            Output = TransformRequest.StandardStream,
            Strategy = options,
            Writing = OutputOptions.Default,
        };
        var steps = new TransformSteps(request, transform, output);
        PipelineRun run = Begun(() => JobPipeline.BeginStream(steps, input, cancel, ProcessingProgress.Begin(options.Progress)), cancel);
        return Run(steps, run, input, output, transform, cancel);

        static async Task<ProcessingReport> Run(TransformSteps steps, PipelineRun run, Stream input, Stream output, ByteTransform transform, CancellationToken cancel)
        {
            long bytes = await Awaited(
                StreamTransform.RunAsync(input, output, transform, run.ResolveKernel(), run.Plan.BlockSize, cancel, run.Progress), cancel).ConfigureAwait(false);
            steps.Streamed(run, bytes);
            run.Stop();
            return UserKernelReport(run.Ran!.ToReport(OutputMode.Stream, bytes, run.Elapsed, run.ReportNote));
        }
    }
}

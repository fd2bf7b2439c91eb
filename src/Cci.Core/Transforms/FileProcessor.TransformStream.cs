using Cci.Core.Transforms;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Transforms every byte read from <paramref name="input"/> to its end into <paramref name="output"/>, in order, through
    /// one buffer of <see cref="ProcessingOptions.BlockSize"/> bytes (a stream is never striped): standard input or output, a
    /// pipe, a network or compressed stream. The block's offset counts from where <paramref name="input"/> stood. Neither
    /// stream is closed. Otherwise as <see cref="Transform{TTransform}(string, string, TTransform, ProcessingOptions?, OutputOptions?, CancellationToken)"/>.
    /// </summary>
    /// <typeparam name="TTransform">Your transform, a struct (so it is inlined).</typeparam>
    /// <param name="input">The stream to read from its current position to its end.</param>
    /// <param name="output">The stream to write, in order.</param>
    /// <param name="transform">The block function.</param>
    /// <param name="options">The strategy: a stream is read in order, so the block size is what it uses; null for everything chosen.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What ran (<see cref="ProcessingReport.Access"/> null, <see cref="ProcessingReport.Output"/> <see cref="OutputMode.Stream"/>), the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><paramref name="input"/> cannot be read, <paramref name="output"/> cannot be written, or <see cref="ProcessingOptions.Kernel"/> names a kernel.</exception>
    /// <exception cref="IOException">A stream failed.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Transform<TTransform>(
        Stream input, Stream output, TTransform transform, ProcessingOptions? options = null, CancellationToken cancellationToken = default)
        where TTransform : struct, IBlockTransform =>
        UserKernelReport(Run(TransformRequest.StandardStream, TransformRequest.StandardStream, Readable(input), Writable(output),
            new UserTransform<TTransform>(transform), UserKernel(options), outputOptions: null, cancellationToken));

    /// <summary>
    /// Transforms a stream into a stream with a delegate, called once per block; otherwise as
    /// <see cref="Transform{TTransform}(Stream, Stream, TTransform, ProcessingOptions?, CancellationToken)"/>.
    /// </summary>
    /// <param name="input">The stream to read from its current position to its end.</param>
    /// <param name="output">The stream to write, in order.</param>
    /// <param name="transform">The block function.</param>
    /// <param name="options">The strategy: a stream is read in order, so the block size is what it uses; null for everything chosen.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><paramref name="input"/> cannot be read, <paramref name="output"/> cannot be written, or <see cref="ProcessingOptions.Kernel"/> names a kernel.</exception>
    /// <exception cref="IOException">A stream failed.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Transform(
        Stream input, Stream output, BlockTransform transform, ProcessingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(transform);
        return UserKernelReport(Run(TransformRequest.StandardStream, TransformRequest.StandardStream, Readable(input), Writable(output),
            new UserTransform<DelegateTransform>(new DelegateTransform(transform)), UserKernel(options), outputOptions: null, cancellationToken));
    }
}

using Cci.Core;
using Cci.Core.Generate;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Writes <paramref name="length"/> bytes of test data to <paramref name="output"/> (the <c>cci</c> tool's <c>generate</c>):
    /// seeded random text in lines or the article's "All work and no play" lines, the same bytes for the same kind, seed and
    /// length whatever the block size and workers. The blocks are made and written in parallel at their offsets. With
    /// <see cref="OutputMode.Atomic"/> (the default) the file is written beside its final name and renamed over it when
    /// complete, so a failure or a cancellation leaves the old output and no temporary file; a pipe or device is written in order.
    /// </summary>
    /// <param name="output">The file to write: a regular file (created or replaced), or a pipe or device, written in order.</param>
    /// <param name="length">The bytes to write, 0 or more.</param>
    /// <param name="options">The text, seed, block size, workers and layout; null for <see cref="GenerationOptions.Default"/>.</param>
    /// <param name="outputOptions">How the output is written; null for <see cref="OutputOptions.Default"/> (atomic).</param>
    /// <param name="cancellationToken">Stops the run within one block; the old output is kept.</param>
    /// <returns>What ran: the block size, the workers, the blocks, the output mode, the bytes and the time.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative.</exception>
    /// <exception cref="IOException">The output cannot be written; the message says why.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Generate(
        string output, long length, GenerationOptions? options = null, OutputOptions? outputOptions = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        return RunGenerate(LiteralPath(output), standardOutput: null, length, options ?? GenerationOptions.Default, outputOptions ?? OutputOptions.Default, cancellationToken);
    }

    /// <summary>
    /// Writes <paramref name="length"/> bytes of test data to <paramref name="output"/>, in order (standard output, a pipe, a
    /// stream of your own); otherwise as <see cref="Generate(string, long, GenerationOptions?, OutputOptions?, CancellationToken)"/>. The stream
    /// is flushed, not closed.
    /// </summary>
    /// <param name="output">Where the bytes go, in order.</param>
    /// <param name="length">The bytes to write, 0 or more.</param>
    /// <param name="options">The text, seed, block size and workers; null for <see cref="GenerationOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><see cref="GenerationOptions.Preallocate"/> or <see cref="GenerationOptions.WriteThrough"/> is set: they lay out a file.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative.</exception>
    /// <exception cref="IOException">The stream cannot be written.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Generate(Stream output, long length, GenerationOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(output);
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        options ??= GenerationOptions.Default;
        if (options.Preallocate || options.WriteThrough)
        {
            throw new ArgumentException("GenerationOptions.Preallocate and WriteThrough lay out a file; a stream is written in order.", nameof(options));
        }

        return RunGenerate(GenerateRequest.StandardOutput, output, length, options, OutputOptions.Default, cancellationToken);
    }

    private static ProcessingReport RunGenerate(
        string output, Stream? standardOutput, long length, GenerationOptions options, OutputOptions outputOptions, CancellationToken cancel)
    {
        var job = new GenerateRequest(output, length, options, outputOptions);
        try
        {
            return GenerateJob.Run(job, standardOutput, ProcessingProgress.Begin(options.Progress), cancel);
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

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
    /// <param name="options">The text, seed, layout and strategy; null for <see cref="GenerationOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block; the old output is kept.</param>
    /// <returns>What ran: the block size, the workers, the blocks, the output mode, the bytes and the time.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative, or the block size or workers are not positive.</exception>
    /// <exception cref="IOException">The output cannot be written; the message says why.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Generate(string output, long length, GenerationOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(output);
        return RunGenerate(LiteralPath(output), standardOutput: null, length, options ?? GenerationOptions.Default, cancellationToken);
    }

    /// <summary>
    /// Writes <paramref name="length"/> bytes of test data to <paramref name="output"/>, in order (standard output, a pipe, a
    /// stream of your own); otherwise as <see cref="Generate(string, long, GenerationOptions?, CancellationToken)"/>. The stream
    /// is flushed, not closed.
    /// </summary>
    /// <param name="output">Where the bytes go, in order.</param>
    /// <param name="length">The bytes to write, 0 or more.</param>
    /// <param name="options">The text, seed and block size; null for <see cref="GenerationOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="length"/> is negative, or the block size is not positive.</exception>
    /// <exception cref="IOException">The stream cannot be written.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Generate(Stream output, long length, GenerationOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(output);
        return RunGenerate(GenerateRequest.StandardOutput, output, length, options ?? GenerationOptions.Default, cancellationToken);
    }

    private static ProcessingReport RunGenerate(string output, Stream? standardOutput, long length, GenerationOptions options, CancellationToken cancel)
    {
        ArgumentNullException.ThrowIfNull(options);
        ProcessingOptions processing = options.Processing ?? throw new ArgumentException("Processing is null.", nameof(options));
        if (processing.Output is not (OutputMode.Atomic or OutputMode.Overwrite))
        {
            throw new ArgumentException($"The output mode is {OutputMode.Atomic} or {OutputMode.Overwrite}; an output that is not a regular file is streamed by itself.", nameof(options));
        }

        var job = new GenerateRequest(output, length, options);
        try
        {
            return GenerateJob.Run(job, standardOutput, ProcessingProgress.Begin(processing.Progress), cancel);
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

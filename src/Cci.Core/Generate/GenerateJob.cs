using Cci.Core.Engine;

namespace Cci.Core.Generate;

/// <summary>
/// Writes test data of an exact size on the <see cref="JobPipeline"/> (<see cref="GenerateSteps"/>), which owns the output
/// rule (atomically, a temporary file renamed over the output, unless it is a device or has hard links to keep), the
/// interruption, the clock and the report. The bytes depend only on kind, seed and size, never on buffer size or thread count.
/// </summary>
internal static class GenerateJob
{
    /// <param name="standardOutput">Written when <see cref="GenerateRequest.Output"/> is "-".</param>
    public static ProcessingReport Run(GenerateRequest options, Stream? standardOutput = null, CancellationToken cancel = default) =>
        Run(options, standardOutput, progress: null, cancel);

    /// <param name="standardOutput">Written when <see cref="GenerateRequest.Output"/> is "-".</param>
    /// <param name="progress">Bumped once per block written, for a progress display; null for none.</param>
    public static ProcessingReport Run(GenerateRequest options, Stream? standardOutput, ProcessingProgress? progress, CancellationToken cancel = default)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentOutOfRangeException.ThrowIfNegative(options.Size);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.BufferSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Threads);
        if (options.Output == GenerateRequest.StandardOutput)
        {
            ArgumentNullException.ThrowIfNull(standardOutput);
        }

        return JobPipeline.Run(new GenerateSteps(options, standardOutput ?? Stream.Null), [], cancel, progress);
    }
}

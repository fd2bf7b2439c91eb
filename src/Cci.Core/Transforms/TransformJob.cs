using Cci.Core.Engine;

namespace Cci.Core.Transforms;

/// <summary>
/// The main job: transform an input file into an output file with the chosen access method,
/// threading method and kernel, and report what was done and how long it took. It runs on the
/// <see cref="JobPipeline"/>; what is the transform's own is in <see cref="TransformSteps"/>.
/// </summary>
internal static class TransformJob
{
    /// <summary>
    /// The largest input Auto reads whole (<see cref="JobInput.IsSmall"/>): wc's buffer. An input that fits one buffer is one
    /// stripe whatever the strategy, so it is read with read(2), transformed in memory and written by the output rule: a
    /// lease, a mapping or a worker buys nothing for it. A strategy the user names runs as named.
    /// </summary>
    public const int SmallLimit = Count.CountJob.DefaultBufferSize;

    /// <param name="standardInput">Read when <see cref="TransformRequest.Input"/> is "-".</param>
    /// <param name="standardOutput">Written when <see cref="TransformRequest.Output"/> is "-".</param>
    public static ProcessingReport Run(TransformRequest options, Stream standardInput, Stream standardOutput, CancellationToken cancel = default) =>
        Run(options, standardInput, standardOutput, progress: null, cancel);

    /// <param name="progress">Bumped once per stripe or block as bytes are done, for a progress display; null for none.</param>
    public static ProcessingReport Run(
        TransformRequest options, Stream standardInput, Stream standardOutput, ProcessingProgress? progress, CancellationToken cancel = default) =>
        Run(options, TransformCatalog.Create(options.Transform, options.Shift), standardInput, standardOutput, progress, cancel);

    /// <summary>Runs <paramref name="transform"/> (cci's own, or a library user's) instead of the one <see cref="TransformRequest.Transform"/> names.</summary>
    public static ProcessingReport Run(
        TransformRequest options, ByteTransform transform, Stream standardInput, Stream standardOutput, ProcessingProgress? progress, CancellationToken cancel) =>
        JobPipeline.Run(new TransformSteps(options, transform, standardOutput), [InputSource.Open(options.Input, standardInput)], cancel, progress);
}

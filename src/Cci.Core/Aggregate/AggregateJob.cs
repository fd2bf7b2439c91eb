using Cci.Core.Engine;

namespace Cci.Core.Aggregate;

/// <summary>
/// A fold over a file's blocks with a library user's block function, combined in file order, on the <see cref="JobPipeline"/>:
/// a regular file is striped over the workers, anything else is read in order (<see cref="AggregateSteps{TResult}"/>).
/// </summary>
internal static class AggregateJob
{
    /// <param name="standardInput">Read when <paramref name="path"/> is "-"; null where "-" is a file's name like any other.</param>
    public static Aggregated<TResult> Run<TResult>(
        string path, Stream? standardInput, ProcessingOptions requested, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block,
        Func<TResult, TResult, TResult> combine, CancellationToken cancel, ProcessingProgress? progress = null) =>
        JobPipeline.Run(new AggregateSteps<TResult>(requested, boundary, seed, block, combine), [InputSource.Open(path, standardInput)], cancel, progress);
}

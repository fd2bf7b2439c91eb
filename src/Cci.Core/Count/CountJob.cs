using Cci.Core.Engine;
using Cci.Core.Kernels;
using Cci.Unsafe;

namespace Cci.Core.Count;

/// <summary>
/// wc: counts lines, words and bytes of each path on the <see cref="JobPipeline"/>, which opens the names
/// (<see cref="NamedInputs"/>: small files whole and in parallel, the rest a batch at a time, regular files striped together by
/// <see cref="CountSteps"/>, streams in order) and gives each its outcome (<see cref="CountNames"/>) in the order given.
/// </summary>
internal static class CountJob
{
    /// <param name="progress">Bumped once per stripe counted, for a progress display; null for none. Its total grows batch by batch.</param>
    public static IReadOnlyList<FileCount> Run(CountOptions options, Stream standardInput, ProcessingProgress? progress = null, CancellationToken cancel = default) =>
        RunReported(options, standardInput, progress, cancel).Files;

    /// <summary>Counts, and reports the strategy that ran (the last batch's striped run, or the stream's) and the time.</summary>
    public static CountReport RunReported(CountOptions options, Stream standardInput, CancellationToken cancel = default) =>
        RunReported(options, standardInput, progress: null, cancel);

    /// <param name="progress">Bumped once per stripe counted, for a progress display; null for none. Its total grows batch by batch.</param>
    public static CountReport RunReported(CountOptions options, Stream standardInput, ProcessingProgress? progress, CancellationToken cancel)
    {
        bool wholeFiles = options.Strategy.LeavesWayTo(CountOptions.DefaultStrategy);
        var steps = new CountSteps(options);
        PipelineRun run = JobPipeline.Begin(steps, cancel, progress);
        options = steps.Options;
        Kernel kernel = run.ResolveKernel();
        var outcomes = new List<FileCount>(Math.Max(1, options.Paths.Count));
        if (options.Paths.Count == 0)
        {
            outcomes.Add(standardInput is ClosedStandardStream
                ? ClosedStandardInput(null)
                : new FileCount(null, CountStream(standardInput, options, kernel, cancel), null, StatSucceeded: true, options.StandardInputRegularSize));
        }

        // Every file that fits one buffer is counted whole by the workers first; what they leave (standard input,
        // larger files) is striped, batch by batch, into the slots of its names.
        outcomes.AddRange(NamedInputs.Run(steps, run, new CountNames(options, kernel, progress, cancel), options.Paths, standardInput, wholeFiles));

        run.Stop();
        long bytes = outcomes.Sum(o => o.Counts?.Bytes ?? 0);
        return new CountReport
        {
            // The last batch's striped run, or the stream's when none read a file.
            Strategy = run.Used ?? StrategyUsed.Streamed(run.Strategy, kernel, bytes),
            Files = outcomes,
            Bytes = bytes,
            ElapsedSeconds = run.ElapsedSeconds,
        };
    }

    /// <summary>GNU wc on a closed standard input: the read fails with EBADF, the counts are zeros, and fstat failed too, so it sizes nothing.</summary>
    internal static FileCount ClosedStandardInput(string? path) =>
        new(path, WordCounts.Empty, ClosedStandardStream.BadDescriptor, StatSucceeded: false, RegularSize: null);

    internal static WordCounts CountStream(Stream stream, CountOptions options, Kernel kernel, CancellationToken cancel) =>
        StreamCount.Run(stream, options.Columns, kernel, options.Mode, options.Strategy.ResolvedBufferSize, cancel);
}

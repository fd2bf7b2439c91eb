using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>
/// wc: counts what <see cref="CountingOptions"/> asks of each path on the <see cref="JobPipeline"/>, which opens the names
/// (<see cref="NamedInputs"/>: small files whole and in parallel, the rest a batch at a time, regular files striped together by
/// <see cref="CountSteps"/>, streams in order) and gives each its <see cref="FileCounts"/> (<see cref="CountNames"/>) in the order given.
/// A path of "-" is standard input.
/// </summary>
internal static class CountJob
{
    /// <summary>
    /// The block of a method that reads into buffers (<c>-a FileStream</c>) when the size is left to wc: a block fits in L2
    /// (2 MiB per core here) with room to spare, so the kernel reads what read() has just written from cache.
    /// </summary>
    public const int DefaultBufferSize = 256 << 10;

    /// <summary>
    /// The tool's wc when the user names no way: Auto (<see cref="CountAutoPolicy"/>). For cached files it runs wc's measured
    /// best: mapped, the thread pool with the vector kernel, 1 MiB stripes, a worker per core; it takes wc's own ways
    /// where they pay: files of at most one stripe read whole, one large cold file read through io_uring.
    /// </summary>
    public static ProcessingOptions DefaultStrategy { get; } = ProcessingOptions.Default;

    /// <summary><c>-a Auto</c> / <c>-t Auto</c>: <see cref="CountAutoPolicy"/>.</summary>
    public static IAutoPolicy AutoPolicy { get; } = new CountAutoPolicy();

    private const CountedValues Every = CountedValues.Lines | CountedValues.Words | CountedValues.Bytes | CountedValues.Characters | CountedValues.LongestLine;

    /// <param name="strategy">What was asked for: the caller's <see cref="CountingOptions.Processing"/>, or wc's own <see cref="DefaultStrategy"/>.</param>
    /// <param name="progress">Bumped once per stripe counted, for a progress display; null for none. Its total grows batch by batch.</param>
    public static IReadOnlyList<FileCounts> Run(
        IReadOnlyList<string> paths, CountingOptions options, ProcessingOptions strategy, Stream standardInput, ProcessingProgress? progress = null, CancellationToken cancel = default) =>
        RunReported(paths, options, strategy, standardInput, progress, cancel).Value;

    /// <summary>Counts, and reports what ran (the last batch's striped run, or the stream's) and the time.</summary>
    public static Aggregated<FileCounts[]> RunReported(
        IReadOnlyList<string> paths, CountingOptions options, ProcessingOptions strategy, Stream standardInput, ProcessingProgress? progress, CancellationToken cancel)
    {
        Check(options);
        var steps = new CountSteps(options, strategy);
        PipelineRun run = JobPipeline.Begin(steps, cancel, progress);
        var names = new CountNames(steps, run);

        // Every file that fits one buffer is counted whole by the workers first; what they leave (standard input,
        // larger files) is striped, batch by batch, into the slots of its names.
        FileCounts[] files = NamedInputs.Run(steps, run, names, paths, standardInput, readsSmallWhole: strategy.LeavesWay);
        run.Stop();

        // The last batch's striped run, or the stream's when none read a file (small files read whole ran on the workers).
        RunPlan ran = run.Ran ?? (names.ReadAnyWhole ? run.Plan.Streamed(names.Bytes) with { Threading = run.Plan.Threading } : run.Plan.Streamed(names.Bytes));
        string? note = run.Ran is null && names.UnstripedNote(strategy) is string unstriped ? RunBounds.Join(run.BoundsNote, unstriped) : run.Note;
        return new Aggregated<FileCounts[]>(files, ran.ToReport(output: null, names.Bytes, run.Elapsed, note));
    }

    /// <summary>
    /// Counts one stream as <see cref="RunReported"/> counts "-", awaiting its reads: the same plan, counts and report. The run
    /// begins (and a bad option throws) before the first await.
    /// </summary>
    public static Task<Aggregated<FileCounts>> RunStreamAsync(
        Stream input, CountingOptions options, ProcessingOptions strategy, ProcessingProgress? progress, CancellationToken cancel)
    {
        Check(options);
        var steps = new CountSteps(options, strategy);
        PipelineRun run = JobPipeline.Begin(steps, cancel, progress);
        var names = new CountNames(steps, run);
        return Count(input, options, strategy, steps, run, names, cancel);

        static async Task<Aggregated<FileCounts>> Count(
            Stream input, CountingOptions options, ProcessingOptions strategy, CountSteps steps, PipelineRun run, CountNames names, CancellationToken cancel)
        {
            WordCounts counts = await StreamCount.RunAsync(input, steps.Columns, names.Kernel, steps.Mode, run.Plan.BlockSize, cancel).ConfigureAwait(false);
            FileCounts file = names.Streamed(JobInput.StandardStream, counts);
            run.Stop();
            string? note = names.UnstripedNote(strategy) is string unstriped ? RunBounds.Join(run.BoundsNote, unstriped) : run.Note;
            return new Aggregated<FileCounts>(file, run.Plan.Streamed(names.Bytes).ToReport(output: null, names.Bytes, run.Elapsed, note));
        }
    }

    /// <summary>Refuses options no count can be made of: none, or a value <see cref="CountedValues"/> does not name.</summary>
    public static void Check(CountingOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(options.Processing);
        if (options.Values == CountedValues.None || (options.Values & ~Every) != 0)
        {
            throw new ArgumentException($"Count one or more of {Every}; {options.Values} is not that.", nameof(options));
        }
    }
}

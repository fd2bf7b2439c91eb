using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Transforms;
using Cci.Core.Kernels;
using Cci.Unsafe;

namespace Cci.Core.Count;

/// <summary>
/// wc: counts lines, words and bytes of each path, regular files striped and counted in parallel on the
/// <see cref="JobPipeline"/> (<see cref="CountSteps"/>), streams in order, and returns one outcome per path in the order given.
/// </summary>
internal static class CountJob
{
    /// <summary>Files are opened at most this many at a time, so a long argument list never runs out of file descriptors.</summary>
    private const int MostOpenAtOnce = 256;

    /// <summary>Descriptors left to the runtime (assemblies it loads later, its pipes) and to the workers, under RLIMIT_NOFILE.</summary>
    private const int Headroom = 64;

    /// <summary>
    /// How many files a batch opens: 256, or fewer under a lower RLIMIT_NOFILE (<c>ulimit -n</c>; macOS's default is 256):
    /// half of what the limit leaves after <see cref="Headroom"/>, since a file may hold a second descriptor while it
    /// is counted, and at least one.
    /// </summary>
    internal static int OpenAtOnce(long? openFilesLimit) =>
        openFilesLimit is long limit ? (int)Math.Clamp((limit - Headroom) / 2, 1, MostOpenAtOnce) : MostOpenAtOnce;

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
        // larger files) is striped below, batch by batch, into the slots of its names.
        var counted = new FileCount?[options.Paths.Count];
        if (wholeFiles)
        {
            SmallCount.Run(options, kernel, counted, progress, cancel);
        }

        int[] left = [.. Enumerable.Range(0, counted.Length).Where(i => counted[i] is null)];
        foreach (int[] batch in left.Chunk(OpenAtOnce(ResourceLimits.OpenFiles)))
        {
            FileCount[] striped = RunBatch(steps, run, [.. batch.Select(i => options.Paths[i])], standardInput);
            for (int k = 0; k < batch.Length; k++)
            {
                counted[batch[k]] = striped[k];
            }
        }

        outcomes.AddRange(counted.Select(c => c!));

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

    /// <summary>One batch of names: those that cannot be opened in wc's words, streams counted in order, and the regular files striped together.</summary>
    private static FileCount[] RunBatch(CountSteps steps, PipelineRun run, string[] paths, Stream standardInput)
    {
        CountOptions options = steps.Options;
        var outcomes = new FileCount[paths.Length];
        var inputs = new JobInput?[paths.Length];
        try
        {
            var striped = new List<int>();
            for (int i = 0; i < paths.Length; i++)
            {
                JobInput input = inputs[i] = JobInput.Open(paths[i], standardInput);
                if (input.Problem is InputProblem problem)
                {
                    outcomes[i] = Failed(input, problem);
                }
                else if (input.Stream is Stream stream)
                {
                    long? size = paths[i] == CountOptions.StandardInput ? options.StandardInputRegularSize : input.RegularSize;
                    outcomes[i] = new FileCount(paths[i], steps.RunStreamed(run, [stream])[0], null, StatSucceeded: true, size);
                }
                else
                {
                    striped.Add(i);
                }
            }

            WordCounts[] counts = JobPipeline.Stripe(steps, run, [.. striped.Select(i => inputs[i]!.File!)]);
            for (int k = 0; k < striped.Count; k++)
            {
                int i = striped[k];
                outcomes[i] = new FileCount(paths[i], counts[k], null, StatSucceeded: true, RegularSize: inputs[i]!.File!.Length);
            }
        }
        finally
        {
            foreach (JobInput? input in inputs)
            {
                input?.Dispose();
            }
        }

        return outcomes;
    }

    /// <summary>An input that could not be opened, in GNU wc's words and with what it could stat.</summary>
    internal static FileCount Failed(JobInput input, InputProblem problem) => problem switch
    {
        InputProblem.EmptyName => new FileCount(input.Path, null, "invalid zero-length file name", StatSucceeded: false, RegularSize: null),
        InputProblem.Directory => new FileCount(input.Path, WordCounts.Empty, "Is a directory", StatSucceeded: true, RegularSize: null),
        InputProblem.PermissionDenied => new FileCount(input.Path, null, "Permission denied", StatSucceeded: true, input.RegularSize),
        InputProblem.Other => new FileCount(input.Path, null, input.Detail, StatSucceeded: false, RegularSize: null),
        InputProblem.StandardInputClosed => ClosedStandardInput(input.Path),
        _ => new FileCount(input.Path, null, "No such file or directory", StatSucceeded: false, RegularSize: null),
    };

    /// <summary>GNU wc on a closed standard input: the read fails with EBADF, the counts are zeros, and fstat failed too, so it sizes nothing.</summary>
    private static FileCount ClosedStandardInput(string? path) =>
        new(path, WordCounts.Empty, ClosedStandardStream.BadDescriptor, StatSucceeded: false, RegularSize: null);

    internal static WordCounts CountStream(Stream stream, CountOptions options, Kernel kernel, CancellationToken cancel) =>
        StreamCount.Run(stream, options.Columns, kernel, options.Mode, options.Strategy.ResolvedBufferSize, cancel);
}

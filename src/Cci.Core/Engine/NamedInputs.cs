using Cci.Core.Files;
using Cci.Core.Planning;
using Cci.Core.Threading;
using Cci.Unsafe;

namespace Cci.Core.Engine;

/// <summary>
/// The pipeline's opening of many named inputs (wc's names), for any job that gives each name its own outcome
/// (<see cref="INamedInputJob{TName, TResult}"/>). First, when the job reads small files whole, the workers take the names a run
/// at a time from one counter; where the kernel offers io_uring each worker hands its run to a ring that stats, opens, reads
/// and closes the small regular files among them together (<see cref="SmallFileBatch"/>), and each file the ring left that
/// fits one buffer is opened the short way, read whole, handed to the job and closed by the worker that took it
/// (<see cref="WholeFileReader"/>), as are the streams among them (a FIFO, a device). Then
/// what is left (standard input, the larger files) is opened a batch at a time under RLIMIT_NOFILE: a name that cannot be
/// opened becomes the job's outcome, a stream is read in order, and the batch's regular files are striped together
/// (<see cref="JobPipeline.Stripe{TOutcome, TResult}(PipelineJob{TOutcome, TResult}, PipelineRun, IReadOnlyList{InputFile})"/>).
/// Each outcome lands in the slot of its name, so the outcomes keep the order of the names.
/// </summary>
internal static class NamedInputs
{
    /// <summary>Files are opened at most this many at a time, so a long argument list never runs out of file descriptors.</summary>
    private const int MostOpenAtOnce = 256;

    /// <summary>Descriptors left to the runtime (assemblies it loads later, its pipes) and to the workers, under RLIMIT_NOFILE.</summary>
    private const int Headroom = 64;

    /// <summary>Names a worker takes at a time: enough that the counter is touched rarely, few enough that the workers end together.</summary>
    private const int NamesPerTake = 32;

    /// <summary>
    /// How many files a batch opens: 256, or fewer under a lower RLIMIT_NOFILE (<c>ulimit -n</c>; macOS's default is 256):
    /// half of what the limit leaves after <see cref="Headroom"/>, since a file may hold a second descriptor while it
    /// is counted, and at least one.
    /// </summary>
    internal static int OpenAtOnce(long? openFilesLimit) =>
        openFilesLimit is long limit ? (int)Math.Clamp((limit - Headroom) / 2, 1, MostOpenAtOnce) : MostOpenAtOnce;

    /// <summary>Every name's outcome, in the order of <paramref name="paths"/>; "-" is <paramref name="standardInput"/>.</summary>
    /// <param name="readsSmallWhole">Whether the files that fit one buffer are read whole on the workers first.</param>
    public static TName[] Run<TName, TResult, TReport>(
        PipelineJob<TResult[], TReport> job, PipelineRun run, INamedInputJob<TName, TResult> names, IReadOnlyList<string> paths, Stream standardInput, bool readsSmallWhole)
        where TName : class
    {
        var outcomes = new TName?[paths.Count];
        if (readsSmallWhole)
        {
            ReadSmall(run, names, paths, outcomes);
        }

        int[] left = [.. Enumerable.Range(0, outcomes.Length).Where(i => outcomes[i] is null)];
        // The limit is asked for only when files are left to open: small files read whole never hold more than one each.
        foreach (int[] batch in left.Length == 0 ? Enumerable.Empty<int[]>() : left.Chunk(OpenAtOnce(ResourceLimits.OpenFiles)))
        {
            TName[] opened = RunBatch(job, run, names, [.. batch.Select(i => paths[i])], standardInput, alone: paths.Count == 1);
            for (int k = 0; k < batch.Length; k++)
            {
                outcomes[batch[k]] = opened[k];
            }
        }

        return [.. outcomes.Select(o => o!)];
    }

    /// <summary>Fills <paramref name="outcomes"/> for every name read here; leaves null those left for the batches (standard input, larger files).</summary>
    private static void ReadSmall<TName, TResult>(PipelineRun run, INamedInputJob<TName, TResult> names, IReadOnlyList<string> paths, TName?[] outcomes)
        where TName : class
    {
        RunPlan plan = run.Plan;
        CancellationToken cancel = run.Cancel;
        int limit = plan.BlockSize;
        int next = 0;
        IWorkerScheduler scheduler = run.Scheduler;
        bool sequential = scheduler.RunsInFileOrder;
        int workers = sequential ? 1 : (int)Math.Clamp((paths.Count + NamesPerTake - 1) / NamesPerTake, 1, plan.Workers);

        // Each worker's ring holds a batch's descriptors open at once: the workers share what RLIMIT_NOFILE allows.
        int ringNames = OpenAtOnce(ResourceLimits.OpenFiles) / workers;

        void Work(int worker)
        {
            var reader = new WholeFileReader(limit);
            SmallFileBatch? ring = SmallFileBatch.TryCreate(paths.Count, ringNames);
            try
            {
                int take = ring?.Names ?? NamesPerTake;
                for (int first = Interlocked.Add(ref next, take) - take; first < paths.Count; first = Interlocked.Add(ref next, take) - take)
                {
                    int end = Math.Min(paths.Count, first + take);
                    cancel.ThrowIfCancellationRequested();
                    if (ring is not null && !ring.Read(paths, first, end, limit, names, outcomes))
                    {
                        ring.Dispose();
                        ring = null;
                    }

                    for (int i = first; i < end; i++)
                    {
                        cancel.ThrowIfCancellationRequested();
                        outcomes[i] ??= ReadOne(paths[i], limit, names, reader);
                    }
                }
            }
            finally
            {
                ring?.Dispose();
            }
        }

        if (workers == 1)
        {
            Work(0);
            return;
        }

        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
        scheduler.Run(workers, Work, stop);
        cancel.ThrowIfCancellationRequested();
    }

    /// <summary>The outcome for one name, or null when it is standard input or a file larger than one buffer.</summary>
    private static TName? ReadOne<TName, TResult>(string path, int limit, INamedInputJob<TName, TResult> names, WholeFileReader reader)
        where TName : class
    {
        if (path == JobInput.StandardStream)
        {
            return null;
        }

        using JobInput input = JobInput.Open(path, limit);
        if (input.Problem is InputProblem problem)
        {
            return names.Failed(input, problem);
        }

        try
        {
            if (input.IsSmall)
            {
                return reader.TryRead(input.File!, out ArraySegment<byte> bytes, out Stream? rest) ? names.Whole(input.Path, input.File!.Length, bytes) : names.Rest(input, rest!);
            }

            return input.Stream is Stream stream ? names.Streamed(input, stream) : null;
        }
        catch (IOException e)
        {
            return names.ReadFailed(input, e);
        }
    }

    /// <summary>
    /// One batch of names: those that cannot be opened, streams read in order, and the regular files striped together. A
    /// file named <paramref name="alone"/> (the only name of the run) may be planned again once open: the job may then
    /// weigh its cache state (<see cref="PipelineJob{TOutcome, TResult}.PlanOpened"/>).
    /// </summary>
    private static TName[] RunBatch<TName, TResult, TReport>(
        PipelineJob<TResult[], TReport> job, PipelineRun run, INamedInputJob<TName, TResult> names, string[] paths, Stream standardInput, bool alone)
        where TName : class
    {
        var outcomes = new TName[paths.Length];
        var inputs = new JobInput?[paths.Length];
        try
        {
            var striped = new List<int>();
            for (int i = 0; i < paths.Length; i++)
            {
                JobInput input = inputs[i] = JobInput.Open(paths[i], standardInput);
                if (input.Problem is InputProblem problem)
                {
                    outcomes[i] = names.Failed(input, problem);
                }
                else if (input.Stream is Stream stream)
                {
                    outcomes[i] = names.Streamed(input, stream);
                }
                else
                {
                    striped.Add(i);
                }
            }

            if (alone && striped.Count == 1 && job.PlanOpened([inputs[striped[0]]!.File!]) is RunPlan plan)
            {
                JobPipeline.Replan(run, plan);
            }

            TResult[] results = JobPipeline.Stripe(job, run, [.. striped.Select(i => inputs[i]!.File!)]);
            for (int k = 0; k < striped.Count; k++)
            {
                outcomes[striped[k]] = names.Striped(inputs[striped[k]]!, results[k]);
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
}

using System.Collections.Concurrent;
using Cci.Core.Files;
using Cci.Core.Planning;
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
/// (<see cref="JobPipeline.RunBatch"/>: the job decides once per batch).
/// Each outcome lands in the slot of its name, so the outcomes keep the order of the names.
/// </summary>
internal static class NamedInputs
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

    /// <summary>Every name's outcome, in the order of <paramref name="paths"/>; "-" is <paramref name="standardInput"/>.</summary>
    /// <param name="readsSmallWhole">Whether the files that fit one buffer are read whole on the workers first.</param>
    /// <remarks>
    /// A name is opened once: a larger file that the workers opened, found too large to read whole, is kept open (held)
    /// and striped on that descriptor, never opened again by name. So that the held files stay under RLIMIT_NOFILE, the
    /// workers stop taking names once a batch's worth (<see cref="OpenAtOnce"/>) is held; the held ones are striped and
    /// closed, and a new round goes on from the names left (<see cref="PendingNames"/>).
    /// </remarks>
    public static TName[] Run<TName, TResult, TReport>(
        PipelineJob<TResult[], TReport> job, PipelineRun run, INamedInputJob<TName, TResult> names, IReadOnlyList<string> paths, Stream standardInput, bool readsSmallWhole)
        where TName : class
    {
        var outcomes = new TName?[paths.Count];
        // Only the larger files opened by name and not yet striped: a round holds at most a batch's worth.
        var held = new ConcurrentDictionary<int, JobInput>();
        try
        {
            bool alone = paths.Count == 1;
            int openAtOnce = OpenAtOnce(ResourceLimits.OpenFiles);
            if (!readsSmallWhole)
            {
                Stripe(job, run, names, paths, [.. Enumerable.Range(0, paths.Count)], openAtOnce, held, outcomes, standardInput, alone);
            }
            else
            {
                var pending = new PendingNames(paths.Count);
                while (pending.Count > 0)
                {
                    int[] open = new SmallNamesRound<TName, TResult>(names, paths, pending, run.Plan.BlockSize, openAtOnce, outcomes, held, run.Cancel)
                        .Run(run.Scheduler, run.Plan.Workers);
                    Stripe(job, run, names, paths, open, openAtOnce, held, outcomes, standardInput, alone);
                }
            }
        }
        finally
        {
            // Those a cancelled or failed run still holds; RunBatch took the rest out and disposed them.
            foreach (JobInput input in held.Values)
            {
                input.Dispose();
            }
        }

        // Every slot was filled: by a name's outcome, or by the batch that striped it.
        return outcomes!;
    }

    /// <summary>The outcomes of <paramref name="open"/> (names in order, opened here or <paramref name="held"/> open), <paramref name="openAtOnce"/> at a time.</summary>
    private static void Stripe<TName, TResult, TReport>(
        PipelineJob<TResult[], TReport> job, PipelineRun run, INamedInputJob<TName, TResult> names, IReadOnlyList<string> paths, int[] open, int openAtOnce,
        ConcurrentDictionary<int, JobInput> held, TName?[] outcomes, Stream standardInput, bool alone)
        where TName : class
    {
        foreach (int[] batch in open.Chunk(openAtOnce))
        {
            TName[] opened = RunBatch(job, run, names, paths, batch, held, standardInput, alone);
            for (int k = 0; k < batch.Length; k++)
            {
                outcomes[batch[k]] = opened[k];
            }
        }
    }

    /// <summary>
    /// One batch of names (<paramref name="batch"/>, indices into <paramref name="paths"/>): those that cannot be opened,
    /// streams read in order, and the regular files striped together. A name <paramref name="held"/> open already is striped
    /// on that descriptor; the others are opened here. A file named <paramref name="alone"/> (the only name of the run) may
    /// be planned again once open: the job may then weigh its cache state (<see cref="PipelineJob{TOutcome, TResult}.PlanOpened"/>).
    /// </summary>
    private static TName[] RunBatch<TName, TResult, TReport>(
        PipelineJob<TResult[], TReport> job, PipelineRun run, INamedInputJob<TName, TResult> names, IReadOnlyList<string> paths, int[] batch, ConcurrentDictionary<int, JobInput> held,
        Stream standardInput, bool alone)
        where TName : class
    {
        var outcomes = new TName[batch.Length];
        var inputs = new JobInput?[batch.Length];
        try
        {
            var striped = new List<int>();
            for (int k = 0; k < batch.Length; k++)
            {
                int i = batch[k];
                JobInput input = inputs[k] = held.TryRemove(i, out JobInput? open) ? open : JobInput.Open(paths[i], standardInput);
                if (input.Problem is null && input.Stream is null)
                {
                    striped.Add(k);
                    continue;
                }

                // In the order of the names: a stream is read before the next name is opened.
                outcomes[k] = input.Problem is InputProblem problem ? names.Failed(input, problem) : names.Streamed(input, input.Stream!);
            }

            if (alone && striped.Count == 1)
            {
                ReplanAlone(job, run, inputs[striped[0]]!.File!);
            }

            // A file another process cuts during the run fails alone, as a file that cannot be read does: the others
            // are striped again without it (rare, so their work is simply redone rather than kept per file).
            TResult[]? results = null;
            while (results is null)
            {
                try
                {
                    results = JobPipeline.RunBatch(job, run, [.. striped.Select(k => inputs[k]!.File!)]);
                }
                catch (InputCutShortException e) when (striped.FindIndex(k => ReferenceEquals(inputs[k]!.File, e.File)) is int cut and >= 0)
                {
                    outcomes[striped[cut]] = names.ReadFailed(inputs[striped[cut]]!, e);
                    striped.RemoveAt(cut);
                }
            }

            for (int s = 0; s < striped.Count; s++)
            {
                outcomes[striped[s]] = names.Striped(inputs[striped[s]]!, results[s]);
            }
        }
        finally
        {
            Close(inputs);
        }

        return outcomes;
    }

    /// <summary>The only name of the run, once open: the job may weigh its cache state and plan again (<see cref="PipelineJob{TOutcome, TResult}.PlanOpened"/>).</summary>
    private static void ReplanAlone<TResult, TReport>(PipelineJob<TResult[], TReport> job, PipelineRun run, InputFile file)
    {
        if (job.PlanOpened([file]) is RunPlan plan)
        {
            JobPipeline.Replan(run, plan);
        }
    }

    private static void Close(JobInput?[] inputs)
    {
        foreach (JobInput? input in inputs)
        {
            input?.Dispose();
        }
    }
}

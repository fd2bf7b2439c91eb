using Cci.Unsafe;

namespace Cci.Cli.Sweep;

/// <summary>
/// Runs a sweep of any job (<see cref="ISweepJob"/>: transform, compare, wc): one warm-up and then <c>runs</c>
/// timed runs per cell, with a scratch folder under the system temp directory that is deleted at the end.
/// Every run is a call of the library's public surface (<see cref="ISweepJob"/>); times are the call's own elapsed
/// time (<see cref="ProcessingReport.Elapsed"/>: process start-up is not in them).
/// </summary>
/// <remarks>
/// Cancelled (Ctrl-C), it returns the timed runs measured so far, marked <see cref="SweepResult.Interrupted"/>.
/// The runs go round by round over all cells (every cell's warm-up, then every cell's first timed run, …),
/// in a new seeded order each round, rather than cell by cell, so a busy spell on the machine or the
/// write-back left by the previous cell spreads over all cells instead of spoiling a few.
/// </remarks>
internal static class SweepRunner
{
    public static SweepResult Run(
        ISweepJob job, SweepGrid grid, IReadOnlyList<SweepInput> inputs, int runs, Action<SweepStep>? stepDone = null, CancellationToken cancel = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(runs);
        IReadOnlyList<SweepPoint> points = grid.Expand(inputs);
        if (grid.Cold)
        {
            ColdStart.EnsureSupported();
        }

        CheckUnbuffered(points);
        CheckRefusals(points);
        ScratchFolder scratch = SweepLeftovers.CreateFolder(SweepLeftovers.ScratchPrefix);
        try
        {
            ProcessingOptions[] strategies = [.. points.Select(StrategyFor)];
            var reports = new ProcessingReport[points.Count][];
            for (int i = 0; i < points.Count; i++)
            {
                reports[i] = new ProcessingReport[runs];
            }

            int[] order = [.. Enumerable.Range(0, points.Count)];
            int[] measured = new int[points.Count];
            var shuffle = new Random(Seed: 1);
            bool interrupted = false;
            try
            {
                for (int round = 0; round <= runs; round++)
                {
                    // A fresh order each round: in a fixed order, the one-pass mapped cells always ran right after
                    // the FileStream cells (which leave the page cache full of dirty pages) and measured several times
                    // slower than in a mapped-only sweep. Shuffling turns such neighbour effects into noise, not bias.
                    shuffle.Shuffle(order);
                    for (int k = 0; k < order.Length; k++)
                    {
                        int i = order[k];
                        if (grid.Cold)
                        {
                            // Outside the job's clock: its elapsed time starts when it opens its files.
                            ColdStart.Evict([.. points[i].Input.Paths, .. Directory.EnumerateFiles(scratch.FolderPath)]);
                        }

                        ProcessingReport report = job.Run(points[i].Input, strategies[i], scratch.FolderPath, cancel);
                        if (round > 0)
                        {
                            reports[i][round - 1] = report;
                            measured[i] = round;
                        }

                        stepDone?.Invoke(new SweepStep(round, runs, k + 1, points.Count, points[i], report));
                    }
                }
            }
            catch (OperationCanceledException) when (cancel.IsCancellationRequested)
            {
                // Ctrl-C: keep what was measured; the caller prints it and ends with the signal's exit code.
                interrupted = true;
            }

            SweepCell[] cells = [.. points.Select((p, i) => new SweepCell(p, reports[i][..measured[i]])).Where(c => c.Runs.Count > 0)];
            return new SweepResult(cells, MachineDescription.Current(), runs) { Job = job.Name, Transform = job.Transform, Cold = grid.Cold, Interrupted = interrupted, PlannedRuns = points.Count * runs };
        }
        finally
        {
            scratch.Dispose();
        }
    }

    /// <summary>
    /// A cell of a method this machine refuses (IoUring where the kernel makes no rings) refuses the sweep before its first run,
    /// with the line a run would fail with (the library's, <see cref="StrategyCatalog.Refusal(AccessMethod)"/>), not after the other cells have run.
    /// </summary>
    private static void CheckRefusals(IReadOnlyList<SweepPoint> points)
    {
        foreach (AccessMethod access in points.Where(p => p.Strategy is not null).Select(p => p.Strategy!.Value.Access).Distinct())
        {
            if (StrategyCatalog.Refusal(access) is string line)
            {
                throw new CliException(line);
            }
        }
    }

    /// <summary>Unbuffered cells need stripes of whole blocks and a file system that does direct I/O: checked before the first run, not after hours.</summary>
    private static void CheckUnbuffered(IReadOnlyList<SweepPoint> points)
    {
        foreach (SweepPoint point in points)
        {
            if (point.Strategy is { } s && StrategyFacts.ReadsUnbuffered(s.Access))
            {
                foreach (string path in point.Input.Paths)
                {
                    UnbufferedCheck.Check(path, point.BufferSize, s.Access);
                }
            }
        }
    }

    /// <summary>
    /// A fixed cell names everything (access, threading, kernel, buffer size, threads); the Auto cell leaves access,
    /// threading, buffer size and threads to the job and the kernel too (Fast: Auto's widest, which it always ran).
    /// </summary>
    private static ProcessingOptions StrategyFor(SweepPoint point) => point.Strategy is SweepStrategy strategy
        ? new ProcessingOptions
        {
            Access = strategy.Access,
            Threading = strategy.Threading,
            Kernel = strategy.Kernel,
            BlockSize = point.BufferSize,
            Workers = point.Threads,
        }
        : new ProcessingOptions { Access = AccessMethod.Auto, Threading = ThreadingMethod.Auto, Kernel = KernelMethod.Fast };
}

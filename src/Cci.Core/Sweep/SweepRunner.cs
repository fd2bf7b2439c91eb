using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Jobs;
using Cci.Core.Threading;

namespace Cci.Core.Sweep;

/// <summary>
/// Runs a sweep: one warm-up and then <c>runs</c> timed transforms per cell, of the input into a scratch
/// file under the system temp directory, which is deleted at the end. Times are the job's own elapsed
/// seconds (process start-up is not in them).
/// </summary>
/// <remarks>
/// Cancelled (Ctrl-C), it returns the timed runs measured so far, marked <see cref="SweepResult.Interrupted"/>.
/// The runs go round by round over all cells (every cell's warm-up, then every cell's first timed run, …),
/// in a new seeded order each round, rather than cell by cell, so a busy spell on the machine or the
/// write-back left by the previous cell spreads over all cells instead of spoiling a few.
/// </remarks>
public static class SweepRunner
{
    public static SweepResult Run(
        SweepGrid grid, IReadOnlyList<SweepInput> inputs, int runs, Action<SweepStep>? stepDone = null, CancellationToken cancel = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(runs);
        IReadOnlyList<SweepPoint> points = grid.Expand(inputs);
        ScratchFolder scratch = Leftovers.CreateFolder(Path.GetTempPath(), SweepLeftovers.ScratchPrefix);
        try
        {
            string output = Path.Combine(scratch.Path, "output");
            TransformOptions[] options = [.. points.Select(p => OptionsFor(p, output) with { Overwrite = grid.Overwrite })];
            var reports = new TransformReport[points.Count][];
            for (int i = 0; i < points.Count; i++)
            {
                reports[i] = new TransformReport[runs];
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
                    // the FileStream cells (which leave the page cache full of dirty pages) and measured up to 7x
                    // slower than in a mapped-only sweep. Shuffling turns such neighbour effects into noise, not bias.
                    shuffle.Shuffle(order);
                    for (int k = 0; k < order.Length; k++)
                    {
                        int i = order[k];
                        TransformReport report = Run(options[i], cancel);
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
            return new SweepResult(cells, MachineDescription.Current(), runs) { Interrupted = interrupted, PlannedRuns = points.Count * runs };
        }
        finally
        {
            scratch.Dispose();
        }
    }

    private static TransformOptions OptionsFor(SweepPoint point, string output) => point.Strategy is SweepStrategy strategy
        ? new TransformOptions
        {
            Input = point.Input.Path,
            Output = output,
            Access = strategy.Access,
            Threading = strategy.Threading,
            Fast = strategy.Fast,
            BufferSize = point.BufferSize,
            Threads = point.Threads,
        }
        : new TransformOptions
        {
            Input = point.Input.Path,
            Output = output,
            Access = AccessMethod.Auto,
            Threading = ThreadingMethod.Auto,
        };

    private static TransformReport Run(TransformOptions options, CancellationToken cancel) =>
        TransformJob.Run(options, Stream.Null, Stream.Null, cancel);
}

using Cci.Core.Access;
using Cci.Core.Jobs;
using Cci.Core.Threading;

namespace Cci.Core.Sweep;

/// <summary>
/// Runs a sweep: for each cell one warm-up and then <c>runs</c> timed transforms of the input into a
/// scratch file under the system temp directory, which is deleted at the end. Times are the job's own
/// elapsed seconds (process start-up is not in them).
/// </summary>
public static class SweepRunner
{
    public static SweepResult Run(
        SweepGrid grid, IReadOnlyList<SweepInput> inputs, int runs, Action<SweepCell, int, int>? cellDone = null, CancellationToken cancel = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(runs);
        IReadOnlyList<SweepPoint> points = grid.Expand(inputs);
        string scratch = Path.Combine(Path.GetTempPath(), "cci-sweep-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(scratch);
        try
        {
            string output = Path.Combine(scratch, "output");
            var cells = new List<SweepCell>(points.Count);
            foreach (SweepPoint point in points)
            {
                TransformOptions options = OptionsFor(point, output);
                Run(options, cancel);
                var reports = new TransformReport[runs];
                for (int run = 0; run < runs; run++)
                {
                    reports[run] = Run(options, cancel);
                }

                var cell = new SweepCell(point, reports);
                cells.Add(cell);
                cellDone?.Invoke(cell, cells.Count, points.Count);
            }

            return new SweepResult(cells, MachineDescription.Current(), runs);
        }
        finally
        {
            Directory.Delete(scratch, recursive: true);
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

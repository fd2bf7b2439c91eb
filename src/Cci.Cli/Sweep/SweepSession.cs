using System.Diagnostics;
using System.Runtime.ExceptionServices;
using System.Text;
using Cci.Cli.Reporting;
using Cci.Unsafe;

namespace Cci.Cli.Sweep;

/// <summary>
/// One sweep from its arguments to its result: the CSV opened first (so a bad path fails before any run), the inputs opened
/// or generated, the plan stated, every cell timed with each CSV row written as it is measured, and the table printed.
/// </summary>
internal static class SweepSession
{
    /// <summary>Runs the sweep of <paramref name="job"/> on the inputs <paramref name="openInputs"/> opens, saying what it does on <paramref name="output"/>.</summary>
    public static SweepResult Run(SweepArguments arguments, Func<SweepInputs> openInputs, ISweepJob job, SweepOutput output, CancellationToken cancel) =>
        arguments.Csv is null
            ? Measure(arguments, openInputs, job, output, null, cancel)
            : MeasureIntoCsv(arguments.Csv, csv => Measure(arguments, openInputs, job, output, csv, cancel));

    private static SweepResult Measure(
        SweepArguments arguments, Func<SweepInputs> openInputs, ISweepJob job, SweepOutput output, StreamWriter? csv, CancellationToken cancel)
    {
        string machine = MachineDescription.Current();
        if (SweepLeftovers.RemoveDead() is string removed)
        {
            output.Removed(removed);
        }

        using SweepInputs inputs = openInputs();
        SweepGrid grid = arguments.Grid;
        var estimate = new SweepEstimate(grid.Expand(inputs.Files).Count, arguments.Runs);
        output.Plan(estimate, inputs.Files);
        var clock = Stopwatch.StartNew();
        SweepResult measured = SweepRunner.Run(job, grid, inputs.Files, arguments.Runs, step =>
        {
            if (csv is not null && !step.IsWarmUp)
            {
                // Each row as it is measured, flushed: an interrupted sweep keeps its rows.
                SweepCsvWriter.WriteRow(csv, job.Name, job.Transform, step.Point, step.Round, step.Report, machine, grid.Cold);
                csv.Flush();
            }

            output.StepDone(step, estimate, clock.Elapsed);
        }, cancel);

        output.Measured(measured);
        return measured;
    }

    /// <summary>
    /// Runs the sweep with the CSV open by the output rule, its header written through first, so a device that fails writes
    /// (/dev/full) fails before the first run. A CSV file is a log: written in place from empty (links, owner and mode kept),
    /// so the rows of a long sweep can be read as they are measured and survive an interruption, even kill -9.
    /// </summary>
    private static SweepResult MeasureIntoCsv(string path, Func<StreamWriter, SweepResult> measure)
    {
        SweepResult? result = null;
        ExceptionDispatchInfo? failure = null;
        FileProcessor.Write(
            path,
            stream =>
            {
                try
                {
                    stream.Write(Encoding.UTF8.GetBytes(SweepCsvWriter.Header + Environment.NewLine));
                }
                catch (IOException ex)
                {
                    throw new CliException($"cannot write '{path}': {SystemErrors.Reason(ex) ?? ex.Message}");
                }

                using var writer = new StreamWriter(stream, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false), leaveOpen: true);
                try
                {
                    result = measure(writer);
                }
                catch (Exception ex)
                {
                    // A run that fails (or Ctrl-C) leaves the log whole: the header and every row so far, committed at that
                    // length, not cut back to the old file's length mid-line. The failure is rethrown once it is; a CSV that
                    // cannot be written fails again at the flush below, and is then cut back as any output written in place.
                    failure = ExceptionDispatchInfo.Capture(ex);
                }

                writer.Flush();
            },
            new OutputOptions { Mode = OutputMode.Overwrite });
        failure?.Throw();
        return result!;
    }
}

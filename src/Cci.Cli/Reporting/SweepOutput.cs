using System.Globalization;
using Cci.Cli.Charting;
using Cci.Cli.Sweep;
using Cci.Unsafe;

namespace Cci.Cli.Reporting;

/// <summary>
/// What a sweep says: on standard error the leftovers removed, the files generated, the plan and its estimate, a line per
/// round; on standard output the table, then the csv: and chart: lines (the chart drawn), or the one --json document.
/// </summary>
internal sealed class SweepOutput(CliStreams console, SweepArguments arguments)
{
    // The plan and the estimate are said wherever stderr goes (a log keeps them); a line per round is progress: a terminal's only.
    private readonly bool _rounds = ProgressBar.Wanted(console.ErrorIsTerminal, arguments.Quiet);

    /// <summary>The scratch left by sweeps that died, removed.</summary>
    public void Removed(string removed) => console.Error.WriteLine("cci: " + removed);

    /// <summary>The input files about to be generated for <c>--file-sizes</c>.</summary>
    public void Generating(int count)
    {
        if (!arguments.Quiet)
        {
            console.Error.WriteLine($"cci: generating {count} input file(s) under {SystemTemp.Directory()} (deleted afterwards)");
        }
    }

    /// <summary>What will be timed and about how long it takes.</summary>
    public void Plan(SweepEstimate estimate, IReadOnlyList<SweepInput> inputs)
    {
        if (!arguments.Quiet)
        {
            console.Error.WriteLine(estimate.Plan(inputs.Select(f => f.Size)));
        }
    }

    /// <summary>After each run: the estimate from the first, a line at the end of each round.</summary>
    public void StepDone(SweepStep step, SweepEstimate estimate, TimeSpan elapsed)
    {
        if (!arguments.Quiet && step.Round == 0 && step.Cell == 1)
        {
            console.Error.WriteLine(estimate.After(step.Seconds));
        }

        if (_rounds && step.EndsRound)
        {
            string round = step.IsWarmUp ? "warm-up round" : string.Create(CultureInfo.InvariantCulture, $"timed round {step.Round} of {step.Runs}");
            console.Error.WriteLine(SweepEstimate.RoundDone(round, step.Cells, elapsed));
        }
    }

    /// <summary>The table of the medians, as soon as the last run is measured (not with --json).</summary>
    public void Measured(SweepResult result)
    {
        if (!arguments.Json)
        {
            SweepTableWriter.Write(console.Out, result);
        }
    }

    /// <summary>
    /// The chart drawn and the csv: and chart: lines, or the --json document; the exit code. An interrupted sweep draws no
    /// chart of its partial grid and ends with the signal's code, after saying what the CSV holds.
    /// </summary>
    public int Finish(SweepResult result, CancellationToken cancel)
    {
        (string? csv, string? chart) = (arguments.Csv, arguments.Chart);
        if (arguments.Json)
        {
            bool drawn = chart is not null && !result.Interrupted && !cancel.IsCancellationRequested;
            if (drawn)
            {
                ChartBuilder.Save(SweepChart.From(result), chart!);
            }

            JsonReport.Write(console.Out, "sweep", SweepJsonReport.From(result, csv, drawn ? chart : null), ReportJsonContext.Default.SweepJsonReport);
            cancel.ThrowIfCancellationRequested();
            return ExitCodes.Success;
        }

        if (csv is not null)
        {
            console.Out.WriteLine(result.Interrupted
                ? string.Create(CultureInfo.InvariantCulture, $"csv: {csv} ({result.MeasuredRuns} rows measured before the interruption)")
                : $"csv: {csv}");
        }

        cancel.ThrowIfCancellationRequested();
        if (chart is not null)
        {
            ChartBuilder.Save(SweepChart.From(result), chart);
            console.Out.WriteLine($"chart: {chart}");
        }

        return ExitCodes.Success;
    }
}

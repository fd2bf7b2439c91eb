using System.Globalization;
using Cci.Cli.Charting;
using Cci.Cli.Sweep;

namespace Cci.Cli.Reporting;

/// <summary>Prints a sweep as a table: median, min and max seconds per cell, the best cell and Auto's cell marked.</summary>
internal static class SweepTableWriter
{
    /// <summary>The strategy column's narrowest width.</summary>
    private const int MinStrategyWidth = 32;

    public static void Write(TextWriter writer, SweepResult result)
    {
        var c = CultureInfo.InvariantCulture;
        writer.WriteLine(result.Interrupted
            ? string.Create(c, $"cci sweep {result.Job}{Cold(result)}: interrupted after {result.MeasuredRuns} of {Plural.Of(result.PlannedRuns, "timed run")}; each cell below shows the runs it had; {result.Machine}")
            : string.Create(c, $"cci sweep {result.Job}{Cold(result)}: {Plural.Of(result.Runs, "timed run")} per cell after one warm-up; {result.Machine}"));
        foreach (SweepInput input in result.Inputs)
        {
            SweepCell? best = result.BestFor(input);
            SweepCell? auto = result.AutoFor(input);
            writer.WriteLine();
            writer.WriteLine(string.Create(c, $"input {input.Path} ({input.Size:N0} bytes)"));
            SweepCell[] cells = [.. result.Cells.Where(x => x.Point.Input == input)];
            // As wide as the longest name (Auto's, "Auto: MemoryMapped/MultiThreadedFast", is 36), so the columns stay put.
            int width = cells.Select(cell => Name(cell).Length).Append(MinStrategyWidth).Max();
            writer.WriteLine($"  {"strategy".PadRight(width)} {"buffer",8} {"threads",7} {"median s",9} {"min s",9} {"max s",9} {"MB/s",9}");
            foreach (SweepCell cell in cells)
            {
                string mark = cell == best ? "  <- best" : cell == auto ? "  <- auto" : string.Empty;
                writer.WriteLine(string.Create(c,
                    $"  {Name(cell).PadRight(width)} {SizeText.Of(cell.Chosen.BlockSize),8} {cell.Chosen.Workers,7} {cell.Median,9:F3} {cell.Min,9:F3} {cell.Max,9:F3} {input.Size / 1e6 / cell.Median,9:F1}{mark}"));
            }

            if (best is not null)
            {
                writer.WriteLine(string.Create(c, $"  best: {Command(best)}, median {best.Median:F3} s"));
            }

            if (auto is not null)
            {
                writer.WriteLine(string.Create(c, $"  auto: {Command(auto)}, median {auto.Median:F3} s{Ratio(auto, best)}"));
                writer.WriteLine($"  {auto.Chosen.Note}");
            }
        }
    }

    private static string Cold(SweepResult result) => result.Cold ? " (cold: input evicted from the page cache before every run)" : string.Empty;

    private static string Name(SweepCell cell) => cell.Point.IsAuto ? "Auto: " + Strategy(cell) : Strategy(cell);

    private static string Strategy(SweepCell cell) =>
        $"{SweepReports.AccessName(cell.Chosen)}/{cell.Chosen.Threading}{Kernel(cell)}";

    private static string Command(SweepCell cell) => string.Create(CultureInfo.InvariantCulture,
        $"-a {SweepReports.AccessName(cell.Chosen)} -t {cell.Chosen.Threading}{Kernel(cell)} -b {SizeText.Of(cell.Chosen.BlockSize)} -n {cell.Chosen.Workers}");

    /// <summary>The Fast suffix for the widest kernel, or the named width when a narrower one was chosen.</summary>
    private static string Kernel(SweepCell cell) =>
        !SweepReports.UsesVectorKernel(cell.Chosen) ? string.Empty
        : cell.Chosen.Kernel == KernelSupport.Widest ? "Fast"
        : " --kernel " + cell.Chosen.Kernel;

    private static string Ratio(SweepCell auto, SweepCell? best)
    {
        if (best is null || best.Median <= 0)
        {
            return string.Empty;
        }

        double ratio = auto.Median / best.Median;
        string verdict = ratio switch
        {
            < 1 => "faster than the best fixed cell",
            <= 1.10 => "within 10% of the best",
            _ => "more than 10% slower than the best",
        };
        return string.Create(CultureInfo.InvariantCulture, $" = {ratio:F2} x best ({verdict})");
    }
}

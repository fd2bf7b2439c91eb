using System.Globalization;
using Cci.Cli.Sweep;

namespace Cci.Cli.Charting;

/// <summary>
/// A sweep just run, as a chart: median seconds against buffer size (the article's Figure 2) or, when the sweep ran on
/// several file sizes, against file size (Figures 3 and 4); one line per strategy and one for Auto.
/// Only turns a <see cref="SweepResult"/> into a <see cref="ChartModel"/>; <see cref="ChartBuilder"/> draws it.
/// </summary>
internal static class SweepChart
{
    public static ChartModel From(SweepResult result)
    {
        ChartModel chart = result.Inputs.Count > 1 ? AgainstFileSize(result) : AgainstBufferSize(result);
        return chart with { YLabel = "elapsed seconds (median of " + result.Runs.ToString(CultureInfo.InvariantCulture) + " runs)" };
    }

    private static ChartModel AgainstBufferSize(SweepResult result)
    {
        SweepInput input = result.Inputs[0];
        var series = new List<ChartSeries>();
        foreach (IGrouping<SweepStrategy, SweepCell> strategy in FixedCells(result).GroupBy(c => c.Point.Strategy!.Value))
        {
            // One line per strategy at its best thread count, as the article fixed n at the best value. A strategy that
            // ignores the buffer size (one mapped pass) was measured once: one point, a flat line.
            IGrouping<int, SweepCell> threads = strategy.GroupBy(c => c.Point.Threads).MinBy(g => g.Average(c => c.Median))!;
            string name = strategy.Key.UsesThreadCount ? $"{strategy.Key} n={threads.Key}" : strategy.Key.ToString();
            series.Add(Line(strategy.Key, name, threads.OrderBy(c => c.Point.BufferSize).Select(c => Point(c.Point.BufferSize, c))));
        }

        if (result.AutoFor(input) is SweepCell auto)
        {
            // Auto is one run of its own choice: drawn flat across the axis for comparison, its point (and range) at the -b it ran.
            string name = string.Create(CultureInfo.InvariantCulture,
                $"Auto ({SweepReports.AccessName(auto.Chosen)}/{auto.Chosen.Threading}{(SweepReports.UsesVectorKernel(auto.Chosen) ? "Fast" : string.Empty)} -b {SizeText.Of(auto.Chosen.BlockSize)} -n {auto.Chosen.Workers})");
            series.Add(new ChartSeries(name, [Point(auto.Chosen.BlockSize, auto)]) { Emphasised = true });
        }

        return new ChartModel(
            $"cci sweep: time against buffer size, {InputText(input, result.Job)}, {OutputModeName(result)}\n{result.Machine}",
            new ChartAxis("buffer (stripe) size, bytes, log2 scale", ChartScale.Log2Bytes), string.Empty, series);
    }

    private static ChartModel AgainstFileSize(SweepResult result)
    {
        long[] sizes = [.. result.Inputs.Select(i => i.Size).Order()];
        var series = new List<ChartSeries>();
        foreach (IGrouping<SweepStrategy, SweepCell> strategy in FixedCells(result).GroupBy(c => c.Point.Strategy!.Value))
        {
            // Each file size at the strategy's best buffer and thread count, as the article used near-optimal settings.
            IEnumerable<SweepCell> best = strategy.GroupBy(c => c.Point.Input.Size).Select(g => g.MinBy(c => c.Median)!).OrderBy(c => c.Point.Input.Size);
            series.Add(Line(strategy.Key, strategy.Key.ToString(), best.Select(c => Point(c.Point.Input.Size, c))));
        }

        SweepCell[] autos = [.. result.Cells.Where(c => c.Point.IsAuto).OrderBy(c => c.Point.Input.Size)];
        if (autos.Length > 0)
        {
            series.Add(new ChartSeries("Auto (chosen per file size)", [.. autos.Select(c => Point(c.Point.Input.Size, c))]) { Emphasised = true });
        }

        return new ChartModel(
            $"cci sweep: time against file size ({SizeText.Of(sizes[0])} to {SizeText.Of(sizes[^1])}), {OutputModeName(result)}\n{result.Machine}",
            new ChartAxis("file size, bytes, log2 scale", ChartScale.Log2Bytes), string.Empty, series);
    }

    /// <summary>What one input is: "640,000,000-byte file", "two 1,000-byte files" (compare), "3 files, 319,572,812 bytes in all" (wc).</summary>
    internal static string InputText(SweepInput input, string job) => input.Paths.Count switch
    {
        1 => string.Create(CultureInfo.InvariantCulture, $"{input.Size:N0}-byte file"),
        2 when job == "compare" => string.Create(CultureInfo.InvariantCulture, $"two {input.Size:N0}-byte files"),
        int files => string.Create(CultureInfo.InvariantCulture, $"{files} files, {input.Size:N0} bytes in all"),
    };

    /// <summary>A cell's median at <paramref name="x"/>, with its fastest and slowest run.</summary>
    private static ChartPoint Point(double x, SweepCell cell) => new(x, cell.Median, cell.Min, cell.Max);

    private static IEnumerable<SweepCell> FixedCells(SweepResult result) => result.Cells.Where(c => !c.Point.IsAuto);

    /// <summary>Coloured by access and threading, solid for the SIMD kernel and dotted for the scalar one.</summary>
    private static ChartSeries Line(SweepStrategy strategy, string name, IEnumerable<ChartPoint> points) =>
        new(name, [.. points]) { Family = $"{strategy.Access}/{strategy.Threading}", Simd = strategy.UsesVectorKernel };

    /// <summary>What was timed: the transform's output mode, or the job (compare, wc); and whether the runs were cold.</summary>
    private static string OutputModeName(SweepResult result) =>
        (result.Cells[0].Chosen.Output switch
        {
            OutputMode.Overwrite => "transform, output written in place",
            OutputMode => "transform, atomic output",
            null => result.Job,
        }) + (result.Cold ? ", cold (input evicted from the page cache before every run)" : string.Empty);
}

using System.Globalization;
using Cci.Core;
using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Jobs;
using Cci.Core.Sweep;
using Cci.Core.Threading;
using ScottPlot;

namespace Cci.Cli.Charting;

/// <summary>
/// Draws a sweep as the seeds drew it: median seconds against buffer size (Figure 2) or, when the sweep
/// ran on several file sizes, against file size (Figures 3 and 4); log2 x axis, one line per strategy.
/// PNG or SVG by the file's extension.
/// </summary>
public static class SweepChart
{
    private const int Width = 1200;
    private const int Height = 720;

    public static readonly string[] Extensions = [".png", ".svg"];

    public static void Save(SweepResult result, string path)
    {
        Plot plot = result.Inputs.Count > 1 ? AgainstFileSize(result) : AgainstBufferSize(result);
        plot.Axes.Left.Label.Text = "elapsed seconds (median of " + result.Runs.ToString(CultureInfo.InvariantCulture) + " runs)";
        plot.ShowLegend(Edge.Right);
        plot.Legend.FontSize = 13;
        plot.Axes.Bottom.Label.FontSize = 15;
        plot.Axes.Left.Label.FontSize = 15;
        plot.Axes.Title.Label.FontSize = 16;

        string extension = Path.GetExtension(path).ToLowerInvariant();
        if (extension == ".svg")
        {
            OutputDestination.WriteAll(path, System.Text.Encoding.UTF8.GetBytes(plot.GetSvgXml(Width, Height)));
        }
        else if (extension == ".png")
        {
            OutputDestination.WriteAll(path, plot.GetImageBytes(Width, Height, ImageFormat.Png));
        }
        else
        {
            throw new CciException($"chart '{path}': the extension must be .png or .svg");
        }
    }

    private static Plot AgainstBufferSize(SweepResult result)
    {
        SweepInput input = result.Inputs[0];
        var plot = new Plot();
        int[] buffers = [.. result.Cells.Where(c => !c.Point.IsAuto).Select(c => c.Point.BufferSize).Distinct().Order()];
        double left = Math.Log2(buffers.Min());
        double right = Math.Log2(buffers.Max());
        foreach (IGrouping<SweepStrategy, SweepCell> strategy in FixedCells(result).GroupBy(c => c.Point.Strategy!.Value))
        {
            // One line per strategy at its best thread count, as the seeds fixed n at the best value.
            IGrouping<int, SweepCell> threads = strategy.GroupBy(c => c.Point.Threads).MinBy(g => g.Average(c => c.Median))!;
            SweepCell[] cells = [.. threads.OrderBy(c => c.Point.BufferSize)];
            string label = strategy.Key.UsesThreadCount ? $"{strategy.Key} n={threads.Key}" : strategy.Key.ToString();
            // A strategy that ignores the buffer size (one mapped pass) was measured once: a flat line.
            bool flat = cells.Length == 1 && left < right;
            double[] xs = flat ? [left, right] : [.. cells.Select(c => Math.Log2(c.Point.BufferSize))];
            double[] ys = flat ? [cells[0].Median, cells[0].Median] : [.. cells.Select(c => c.Median)];
            Style(plot.Add.Scatter(xs, ys), strategy.Key, label);
        }

        if (result.AutoFor(input) is SweepCell auto)
        {
            string label = string.Create(CultureInfo.InvariantCulture,
                $"Auto ({auto.Chosen.Access}/{auto.Chosen.Threading}{(auto.Chosen.Fast ? "Fast" : string.Empty)} -b {Bytes(auto.Chosen.BufferSize)} -n {auto.Chosen.Threads})");
            AddAuto(plot, label, [left, right], [auto.Median, auto.Median]);
        }

        plot.Axes.Bottom.TickGenerator = PowersOfTwo(buffers.Select(b => (long)b));
        plot.Axes.Bottom.Label.Text = "buffer (stripe) size, bytes, log2 scale";
        plot.Title($"cci sweep: time against buffer size, {input.Size:N0}-byte file, {OutputModeName(result)}\n{result.Machine}");
        plot.Axes.SetLimitsY(0, result.Cells.Max(c => c.Median) * 1.05);
        return plot;
    }

    private static Plot AgainstFileSize(SweepResult result)
    {
        var plot = new Plot();
        long[] sizes = [.. result.Inputs.Select(i => i.Size).Order()];
        foreach (IGrouping<SweepStrategy, SweepCell> strategy in FixedCells(result).GroupBy(c => c.Point.Strategy!.Value))
        {
            // Each file size at the strategy's best buffer and thread count, as the seeds used near-optimal settings.
            SweepCell[] best = [.. strategy.GroupBy(c => c.Point.Input.Size).Select(g => g.MinBy(c => c.Median)!).OrderBy(c => c.Point.Input.Size)];
            Style(plot.Add.Scatter(best.Select(c => Math.Log2(c.Point.Input.Size)).ToArray(), best.Select(c => c.Median).ToArray()), strategy.Key, strategy.Key.ToString());
        }

        SweepCell[] autos = [.. result.Cells.Where(c => c.Point.IsAuto).OrderBy(c => c.Point.Input.Size)];
        if (autos.Length > 0)
        {
            AddAuto(plot, "Auto (chosen per file size)", [.. autos.Select(c => Math.Log2(c.Point.Input.Size))], [.. autos.Select(c => c.Median)]);
        }

        plot.Axes.Bottom.TickGenerator = PowersOfTwo(sizes);
        plot.Axes.Bottom.Label.Text = "file size, bytes, log2 scale";
        plot.Title($"cci sweep: time against file size ({Bytes(sizes[0])} to {Bytes(sizes[^1])}), {OutputModeName(result)}\n{result.Machine}");
        plot.Axes.SetLimitsY(0, result.Cells.Max(c => c.Median) * 1.05);
        return plot;
    }

    private static IEnumerable<SweepCell> FixedCells(SweepResult result) => result.Cells.Where(c => !c.Point.IsAuto);

    private static void AddAuto(Plot plot, string label, double[] xs, double[] ys)
    {
        var line = plot.Add.Scatter(xs, ys);
        line.LegendText = label;
        line.Color = Colors.Black;
        line.LineWidth = 3;
        line.LinePattern = LinePattern.Dashed;
        line.MarkerSize = 0;
    }

    /// <summary>Colour by access and threading, solid for the SIMD kernel and dotted for the scalar one.</summary>
    private static void Style(ScottPlot.Plottables.Scatter line, SweepStrategy strategy, string label)
    {
        IPalette palette = new ScottPlot.Palettes.Category10();
        int family = (strategy.Access == AccessMethod.MemoryMapped ? 3 : 0) + strategy.Threading switch
        {
            ThreadingMethod.None => 0,
            ThreadingMethod.MultiThreaded => 1,
            _ => 2,
        };
        line.LegendText = label;
        line.Color = palette.GetColor(family);
        line.LineWidth = 2;
        line.MarkerSize = 6;
        line.LinePattern = strategy.Fast ? LinePattern.Solid : LinePattern.Dotted;
    }

    private static ScottPlot.TickGenerators.NumericManual PowersOfTwo(IEnumerable<long> values)
    {
        var ticks = new ScottPlot.TickGenerators.NumericManual();
        foreach (long value in values.Distinct())
        {
            ticks.AddMajor(Math.Log2(value), Bytes(value));
        }

        return ticks;
    }

    /// <summary>512, 4K, 1M, 2G as the size options take them (powers of 1024); other sizes in plain bytes (640,000,000).</summary>
    public static string Bytes(long value)
    {
        var c = CultureInfo.InvariantCulture;
        foreach ((int shift, char unit) in new[] { (30, 'G'), (20, 'M'), (10, 'K') })
        {
            if (value >= 1L << shift)
            {
                return value % (1L << shift) == 0 ? string.Create(c, $"{value >> shift}{unit}") : value.ToString("N0", c);
            }
        }

        return value.ToString(c);
    }

    private static string OutputModeName(SweepResult result) =>
        result.Cells[0].Chosen.OutputMode == OutputMode.Overwrite ? "output written in place" : "atomic output";
}

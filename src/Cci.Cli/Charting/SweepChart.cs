using System.Globalization;
using System.Text;
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
        string extension = Path.GetExtension(path).ToLowerInvariant();
        var patterns = new LinePatterns(Svg: extension == ".svg");
        Plot plot = result.Inputs.Count > 1 ? AgainstFileSize(result, patterns) : AgainstBufferSize(result, patterns);
        plot.Axes.Left.Label.Text = "elapsed seconds (median of " + result.Runs.ToString(CultureInfo.InvariantCulture) + " runs)";
        plot.ShowLegend(Edge.Right);
        plot.Legend.FontSize = 13;
        plot.Axes.Bottom.Label.FontSize = 15;
        plot.Axes.Left.Label.FontSize = 15;
        plot.Axes.Title.Label.FontSize = 16;

        if (extension == ".svg")
        {
            OutputDestination.WriteAll(path, new UTF8Encoding(encoderShouldEmitUTF8Identifier: false).GetBytes(patterns.Apply(plot.GetSvgHtml(Width, Height))));
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

    private static Plot AgainstBufferSize(SweepResult result, LinePatterns patterns)
    {
        SweepInput input = result.Inputs[0];
        var plot = new Plot();
        int[] buffers = [.. result.Cells.Where(c => !c.Point.IsAuto).Select(c => c.Point.BufferSize).Distinct().Order()];
        double left = Math.Log2(buffers.Min());
        double right = Math.Log2(buffers.Max());
        // With one buffer size the flat lines (Auto, one-pass mapped) still need a length to be seen.
        (double from, double to) = left < right ? (left, right) : (left - 0.5, right + 0.5);
        foreach (IGrouping<SweepStrategy, SweepCell> strategy in FixedCells(result).GroupBy(c => c.Point.Strategy!.Value))
        {
            // One line per strategy at its best thread count, as the seeds fixed n at the best value.
            IGrouping<int, SweepCell> threads = strategy.GroupBy(c => c.Point.Threads).MinBy(g => g.Average(c => c.Median))!;
            SweepCell[] cells = [.. threads.OrderBy(c => c.Point.BufferSize)];
            string label = strategy.Key.UsesThreadCount ? $"{strategy.Key} n={threads.Key}" : strategy.Key.ToString();
            // A strategy that ignores the buffer size (one mapped pass) was measured once: a flat line.
            bool flat = cells.Length == 1;
            double[] xs = flat ? [from, to] : [.. cells.Select(c => Math.Log2(c.Point.BufferSize))];
            double[] ys = flat ? [cells[0].Median, cells[0].Median] : [.. cells.Select(c => c.Median)];
            Style(plot.Add.Scatter(xs, ys), strategy.Key, label, patterns);
        }

        if (result.AutoFor(input) is SweepCell auto)
        {
            string label = string.Create(CultureInfo.InvariantCulture,
                $"Auto ({auto.Chosen.Access}/{auto.Chosen.Threading}{(auto.Chosen.Fast ? "Fast" : string.Empty)} -b {Bytes(auto.Chosen.BufferSize)} -n {auto.Chosen.Threads})");
            AddAuto(plot, label, [from, to], [auto.Median, auto.Median], patterns);
        }

        plot.Axes.Bottom.TickGenerator = PowersOfTwo(buffers.Select(b => (long)b));
        plot.Axes.Bottom.Label.Text = "buffer (stripe) size, bytes, log2 scale";
        plot.Title($"cci sweep: time against buffer size, {input.Size:N0}-byte file, {OutputModeName(result)}\n{result.Machine}");
        plot.Axes.SetLimitsY(0, result.Cells.Max(c => c.Median) * 1.05);
        return plot;
    }

    private static Plot AgainstFileSize(SweepResult result, LinePatterns patterns)
    {
        var plot = new Plot();
        long[] sizes = [.. result.Inputs.Select(i => i.Size).Order()];
        foreach (IGrouping<SweepStrategy, SweepCell> strategy in FixedCells(result).GroupBy(c => c.Point.Strategy!.Value))
        {
            // Each file size at the strategy's best buffer and thread count, as the seeds used near-optimal settings.
            SweepCell[] best = [.. strategy.GroupBy(c => c.Point.Input.Size).Select(g => g.MinBy(c => c.Median)!).OrderBy(c => c.Point.Input.Size)];
            Style(plot.Add.Scatter(best.Select(c => Math.Log2(c.Point.Input.Size)).ToArray(), best.Select(c => c.Median).ToArray()), strategy.Key, strategy.Key.ToString(), patterns);
        }

        SweepCell[] autos = [.. result.Cells.Where(c => c.Point.IsAuto).OrderBy(c => c.Point.Input.Size)];
        if (autos.Length > 0)
        {
            AddAuto(plot, "Auto (chosen per file size)", [.. autos.Select(c => Math.Log2(c.Point.Input.Size))], [.. autos.Select(c => c.Median)], patterns);
        }

        plot.Axes.Bottom.TickGenerator = PowersOfTwo(sizes);
        plot.Axes.Bottom.Label.Text = "file size, bytes, log2 scale";
        plot.Title($"cci sweep: time against file size ({Bytes(sizes[0])} to {Bytes(sizes[^1])}), {OutputModeName(result)}\n{result.Machine}");
        plot.Axes.SetLimitsY(0, result.Cells.Max(c => c.Median) * 1.05);
        return plot;
    }

    private static IEnumerable<SweepCell> FixedCells(SweepResult result) => result.Cells.Where(c => !c.Point.IsAuto);

    private static void AddAuto(Plot plot, string label, double[] xs, double[] ys, LinePatterns patterns)
    {
        var line = plot.Add.Scatter(xs, ys);
        line.LegendText = label;
        line.LineWidth = 3;
        patterns.Set(line, Colors.Black, LinePattern.Dashed);
        line.MarkerSize = 0;
    }

    /// <summary>Colour by access and threading, solid for the SIMD kernel and dotted for the scalar one.</summary>
    private static void Style(ScottPlot.Plottables.Scatter line, SweepStrategy strategy, string label, LinePatterns patterns)
    {
        IPalette palette = new ScottPlot.Palettes.Category10();
        int family = (strategy.Access == AccessMethod.MemoryMapped ? 3 : 0) + strategy.Threading switch
        {
            ThreadingMethod.None => 0,
            ThreadingMethod.MultiThreaded => 1,
            _ => 2,
        };
        line.LegendText = label;
        line.LineWidth = 2;
        line.MarkerSize = 6;
        patterns.Set(line, palette.GetColor(family), strategy.Fast ? LinePattern.Solid : LinePattern.Dotted);
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

    /// <summary>What was timed: the transform's output mode, or the job (compare, wc); and whether the runs were cold.</summary>
    private static string OutputModeName(SweepResult result) =>
        (result.Cells[0].Chosen switch
        {
            TransformReport { OutputMode: OutputMode.Overwrite } => "transform, output written in place",
            TransformReport => "transform, atomic output",
            _ => result.Job,
        }) + (result.Cold ? ", cold (input evicted from the page cache before every run)" : string.Empty);

    /// <summary>
    /// Dotted and dashed lines. PNG gets ScottPlot's patterns; Skia's SVG canvas cannot draw a path effect (it prints
    /// "Unsupported path effect in addPaint." and leaves the line out), so in SVG each patterned line is drawn solid
    /// in a colour of its own (one blue unit off its real colour) and its strokes get an SVG stroke-dasharray.
    /// </summary>
    private sealed record LinePatterns(bool Svg)
    {
        private readonly Dictionary<string, string> _dashes = [];

        public void Set(ScottPlot.Plottables.Scatter line, Color color, LinePattern pattern)
        {
            if (!Svg || pattern.Equals(LinePattern.Solid))
            {
                line.Color = color;
                line.LinePattern = pattern;
                return;
            }

            var tagged = new Color(color.R, color.G, (byte)(color.B == 255 ? 254 : color.B + 1));
            line.Color = tagged;
            line.LinePattern = LinePattern.Solid;
            _dashes[$"stroke=\"#{tagged.R:X2}{tagged.G:X2}{tagged.B:X2}\""] = pattern.Equals(LinePattern.Dotted) ? "2,4" : "12,6";
        }

        public string Apply(string svg)
        {
            foreach ((string stroke, string dashes) in _dashes)
            {
                svg = svg.Replace(stroke, $"{stroke} stroke-dasharray=\"{dashes}\"", StringComparison.OrdinalIgnoreCase);
            }

            return svg.StartsWith("<?xml", StringComparison.Ordinal) ? svg : "<?xml version=\"1.0\" encoding=\"utf-8\" ?>\n" + svg;
        }
    }
}

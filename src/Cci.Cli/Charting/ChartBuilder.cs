using System.Globalization;
using System.Text;
using ScottPlot;

namespace Cci.Cli.Charting;

/// <summary>
/// Draws a <see cref="ChartModel"/> with ScottPlot, PNG or SVG by the file's extension, and writes it by the output
/// rule (atomically: an interrupted or failed write leaves no file). Every chart cci draws goes through here.
/// </summary>
internal static class ChartBuilder
{
    private const int Width = 1200;
    private const int Height = 720;

    /// <summary>The data area's width left of the legend, at least (pixels), and a tick label's character width and the gap between two labels: for which labels fit.</summary>
    private const double PlotWidth = 560;
    private const double LabelCharWidth = 8;
    private const double LabelGap = 10;

    /// <summary>The range bars' opacity (of 255): visible, yet lighter than the medians' lines, and so told apart from them in an SVG.</summary>
    internal const byte RangeAlpha = 150;

    private static readonly MarkerShape[] Markers =
    [
        MarkerShape.FilledCircle, MarkerShape.FilledSquare, MarkerShape.FilledTriangleUp, MarkerShape.FilledDiamond,
        MarkerShape.OpenCircle, MarkerShape.OpenSquare, MarkerShape.OpenTriangleUp, MarkerShape.OpenDiamond,
        MarkerShape.Cross, MarkerShape.Eks, MarkerShape.Asterisk, MarkerShape.FilledTriangleDown,
    ];

    /// <summary>The markers of the second and later files' lines: open where the first file's are filled, and the other way round.</summary>
    private static readonly MarkerShape[] OtherMarkers =
    [
        MarkerShape.OpenCircle, MarkerShape.OpenSquare, MarkerShape.OpenTriangleUp, MarkerShape.OpenDiamond,
        MarkerShape.FilledCircle, MarkerShape.FilledSquare, MarkerShape.FilledTriangleUp, MarkerShape.FilledDiamond,
        MarkerShape.Eks, MarkerShape.Cross, MarkerShape.FilledTriangleDown, MarkerShape.Asterisk,
    ];

    /// <summary>One palette per charted file, so that the lines of two files never share a colour.</summary>
    private static readonly IPalette[] Palettes = [new ScottPlot.Palettes.Category10(), new ScottPlot.Palettes.Tsitsulin(), new ScottPlot.Palettes.Dark()];

    /// <summary>The one-line error for a chart path that names neither format.</summary>
    public static string? ExtensionError(string path) =>
        Path.GetExtension(path).ToLowerInvariant() is ".png" or ".svg" ? null : $"chart '{path}': the extension must be .png or .svg";

    public static void Save(ChartModel model, string path)
    {
        if (ExtensionError(path) is string error)
        {
            throw new CliException(error);
        }

        byte[] bytes = Render(model, svg: Path.GetExtension(path).Equals(".svg", StringComparison.OrdinalIgnoreCase));
        FileProcessor.Write(path, stream => stream.Write(bytes));
    }

    /// <summary>The chart's bytes: a PNG, or an SVG document (UTF-8, with an XML declaration).</summary>
    public static byte[] Render(ChartModel model, bool svg)
    {
        var patterns = new LinePatterns(svg);
        Plot plot = Draw(model, patterns);
        return svg
            ? new UTF8Encoding(encoderShouldEmitUTF8Identifier: false).GetBytes(patterns.Apply(plot.GetSvgHtml(Width, Height)))
            : plot.GetImageBytes(Width, Height, ImageFormat.Png);
    }

    /// <summary>
    /// The range bars the chart is given, as drawn: at each x (in the axis' plotted unit) from the low end to the high end
    /// in seconds. ScottPlot draws an error bar from y minus its negative error to y plus its positive one.
    /// </summary>
    internal static IReadOnlyList<(double X, double Low, double High)> Ranges(ChartModel model) =>
        [.. Draw(model, new LinePatterns(Svg: false)).GetPlottables().OfType<ScottPlot.Plottables.ErrorBar>()
            .SelectMany(bars => bars.Xs.Select((x, i) => (x, bars.Ys[i] - bars.YErrorNegative![i], bars.Ys[i] + bars.YErrorPositive![i])))];

    private static Plot Draw(ChartModel model, LinePatterns patterns)
    {
        if (model.Series.Count == 0)
        {
            throw new CliException("nothing to chart: no series");
        }

        var plot = new Plot();
        double[] xs = [.. model.Series.SelectMany(s => s.Points).Select(p => Scaled(model.X.Scale, p.X)).Distinct().Order()];
        // With one x value the flat lines (Auto, one-pass mapped) still need a length to be seen.
        double pad = model.X.Scale == ChartScale.Linear ? 0.25 : 0.5;
        (double from, double to) = xs[0] < xs[^1] ? (xs[0], xs[^1]) : (xs[0] - pad, xs[0] + pad);
        var families = new Dictionary<(int Source, string Family), int>();
        var lookAlikes = new Dictionary<(int Source, int Colour, bool Simd), int>();
        foreach (ChartSeries series in model.Series)
        {
            // A line measured once (Auto, a one-pass mapped run, a strategy that ignores the x column) is flat.
            bool flat = series.Points.Count == 1;
            double[] x = flat ? [from, to] : [.. series.Points.Select(p => Scaled(model.X.Scale, p.X))];
            double[] y = flat ? [series.Points[0].Y, series.Points[0].Y] : [.. series.Points.Select(p => p.Y)];
            var line = plot.Add.Scatter(x, y);
            line.LegendText = series.Name;
            if (series.Emphasised)
            {
                line.LineWidth = 3;
                line.MarkerSize = flat ? 0 : 7;
                patterns.Set(line, Colors.Black, series.Source == 0 ? LinePattern.Dashed : LinePattern.DenselyDashed);
                AddRange(plot, series, PointXs(model.X.Scale, series), Colors.Black);
                continue;
            }

            // Colour by family in order of appearance, from the file's own palette; lines alike in colour and pattern get
            // markers of their own.
            IPalette palette = Palettes[series.Source % Palettes.Length];
            int colour = families.TryGetValue((series.Source, series.Family), out int known) ? known : families[(series.Source, series.Family)] = families.Count(f => f.Key.Source == series.Source);
            colour %= palette.Colors.Length;
            int variant = lookAlikes.GetValueOrDefault((series.Source, colour, series.Simd));
            lookAlikes[(series.Source, colour, series.Simd)] = variant + 1;
            MarkerShape[] markers = series.Source == 0 ? Markers : OtherMarkers;
            line.LineWidth = 2;
            line.MarkerSize = flat ? 0 : 6;
            line.MarkerShape = markers[variant % markers.Length];
            patterns.Set(line, palette.GetColor(colour), series.Simd ? LinePattern.Solid : LinePattern.Dotted);
            AddRange(plot, series, PointXs(model.X.Scale, series), palette.GetColor(colour));
        }

        plot.Axes.Bottom.TickGenerator = Ticks(model.X.Scale, model.Series.SelectMany(s => s.Points).Select(p => p.X));
        plot.Axes.Bottom.Label.Text = model.X.Label;
        plot.Axes.Left.Label.Text = model.YLabel;
        plot.Title(model.Title);
        plot.ShowLegend(Edge.Right);
        plot.Legend.FontSize = 13;
        plot.Axes.Bottom.Label.FontSize = 15;
        plot.Axes.Left.Label.FontSize = 15;
        plot.Axes.Title.Label.FontSize = 16;
        double top = model.Series.SelectMany(s => s.Points).Max(p => Math.Max(p.Y, p.Max ?? p.Y));
        IReadOnlyList<(double Value, string Label)> yTicks = NiceTicks.For(top > 0 ? top * 1.05 : 1);
        var left = new ScottPlot.TickGenerators.NumericManual();
        foreach ((double value, string label) in yTicks)
        {
            left.AddMajor(value, label);
        }

        plot.Axes.Left.TickGenerator = left;
        plot.Axes.SetLimitsY(0, yTicks[^1].Value);
        return plot;
    }

    /// <summary>Where each of the series' points lies on the plotted axis (a flat line's one point too: where it was measured).</summary>
    private static double[] PointXs(ChartScale scale, ChartSeries series) => [.. series.Points.Select(p => Scaled(scale, p.X))];

    /// <summary>
    /// The line's spread: at each point an error bar from the fastest to the slowest run, in the line's colour, thinner and
    /// translucent (a flat line's at the x it was measured at: Auto's at the -b it ran). Nothing for a line whose runs did not spread. ScottPlot's error bar
    /// takes the errors above (positive) before those below (negative): up to the slowest run, down to the fastest.
    /// </summary>
    private static void AddRange(Plot plot, ChartSeries series, double[] x, Color color)
    {
        ChartPoint[] spread = [.. series.Points.Where(p => p.HasSpread)];
        if (spread.Length == 0)
        {
            return;
        }

        int[] at = [.. series.Points.Select((p, i) => (p, i)).Where(t => t.p.HasSpread).Select(t => t.i)];
        var bars = new ScottPlot.Plottables.ErrorBar(
            [.. at.Select(i => x[i])],
            [.. spread.Select(p => p.Y)],
            null,
            null,
            [.. spread.Select(p => p.Max!.Value - p.Y)],
            [.. spread.Select(p => p.Y - p.Min!.Value)])
        {
            Color = color.WithAlpha(RangeAlpha),
            LineWidth = 1,
            CapSize = 5,
        };
        plot.Add.Plottable(bars);
    }

    private static double Scaled(ChartScale scale, double x) => scale == ChartScale.Log2Bytes ? Math.Log2(x) : x;

    private static ScottPlot.TickGenerators.NumericManual Ticks(ChartScale scale, IEnumerable<double> values)
    {
        var ticks = new ScottPlot.TickGenerators.NumericManual();
        foreach ((double x, string? label) in TickLabels(scale, values))
        {
            if (label is null)
            {
                ticks.AddMinor(x);
            }
            else
            {
                ticks.AddMajor(x, label);
            }
        }

        return ticks;
    }

    /// <summary>
    /// A tick at every value the series hold (x in the plotted unit), labelled (sizes as 512, 4K, 1M; counts as they are)
    /// where the label fits beside its neighbours' on the plot's width, else unlabelled (null): powers of two and sizes of the
    /// size options' own form (4K) are labelled first, then the others (4,000) where room is left, so that 4,000 beside 4K is
    /// not drawn over it.
    /// </summary>
    internal static IReadOnlyList<(double X, string? Label)> TickLabels(ChartScale scale, IEnumerable<double> values)
    {
        (double X, string Text, bool Round)[] ticks = [.. values.Distinct().Order().Select(v => scale == ChartScale.Log2Bytes
            ? (Scaled(scale, v), SizeText.Of((long)v), long.IsPow2((long)v) || SizeText.Of((long)v) is [.., 'K' or 'M' or 'G'])
            : (v, v.ToString(CultureInfo.InvariantCulture), true))];
        double span = ticks.Length > 1 ? ticks[^1].X - ticks[0].X : 1;
        double unitsPerPixel = span / PlotWidth;
        var labelled = new List<(double X, string Text)>();
        foreach ((double x, string text, _) in ticks.OrderBy(t => t.Round ? 0 : 1))
        {
            bool fits = labelled.All(other => Math.Abs(other.X - x) >= ((other.Text.Length + text.Length) / 2.0 * LabelCharWidth + LabelGap) * unitsPerPixel);
            if (fits)
            {
                labelled.Add((x, text));
            }
        }

        return [.. ticks.Select(t => (t.X, labelled.Contains((t.X, t.Text)) ? t.Text : null))];
    }

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

            // Each pattern its own tag, so that two patterns on one colour (Auto's of two files) stay apart.
            int offset = pattern.Equals(LinePattern.Dotted) ? 1 : pattern.Equals(LinePattern.Dashed) ? 2 : 3;
            var tagged = new Color(color.R, color.G, (byte)(color.B + offset > 255 ? color.B - offset : color.B + offset));
            line.Color = tagged;
            line.LinePattern = LinePattern.Solid;
            _dashes[$"stroke=\"#{tagged.R:X2}{tagged.G:X2}{tagged.B:X2}\""] = offset switch { 1 => "2,4", 2 => "12,6", _ => "6,3" };
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

using System.Globalization;
using System.Text;
using Cci.Core;
using Cci.Core.Files;
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

    private static readonly MarkerShape[] Markers =
    [
        MarkerShape.FilledCircle, MarkerShape.FilledSquare, MarkerShape.FilledTriangleUp, MarkerShape.FilledDiamond,
        MarkerShape.OpenCircle, MarkerShape.OpenSquare, MarkerShape.OpenTriangleUp, MarkerShape.OpenDiamond,
        MarkerShape.Cross, MarkerShape.Eks, MarkerShape.Asterisk, MarkerShape.FilledTriangleDown,
    ];

    /// <summary>The one-line error for a chart path that names neither format.</summary>
    public static string? ExtensionError(string path) =>
        Path.GetExtension(path).ToLowerInvariant() is ".png" or ".svg" ? null : $"chart '{path}': the extension must be .png or .svg";

    public static void Save(ChartModel model, string path)
    {
        if (ExtensionError(path) is string error)
        {
            throw new CciException(error);
        }

        OutputDestination.WriteAll(path, Render(model, svg: Path.GetExtension(path).Equals(".svg", StringComparison.OrdinalIgnoreCase)));
    }

    /// <summary>The chart's bytes: a PNG, or an SVG document (UTF-8, with an XML declaration).</summary>
    public static byte[] Render(ChartModel model, bool svg)
    {
        if (model.Series.Count == 0)
        {
            throw new CciException("nothing to chart: no series");
        }

        var patterns = new LinePatterns(svg);
        var plot = new Plot();
        double[] xs = [.. model.Series.SelectMany(s => s.Points).Select(p => Scaled(model.X.Scale, p.X)).Distinct().Order()];
        // With one x value the flat lines (Auto, one-pass mapped) still need a length to be seen.
        double pad = model.X.Scale == ChartScale.Linear ? 0.25 : 0.5;
        (double from, double to) = xs[0] < xs[^1] ? (xs[0], xs[^1]) : (xs[0] - pad, xs[0] + pad);
        var families = new Dictionary<string, int>();
        var lookAlikes = new Dictionary<(int Colour, bool Simd), int>();
        IPalette palette = new ScottPlot.Palettes.Category10();
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
                patterns.Set(line, Colors.Black, LinePattern.Dashed);
                continue;
            }

            // Colour by family in order of appearance; lines alike in colour and pattern get markers of their own.
            int colour = families.TryGetValue(series.Family, out int known) ? known : families[series.Family] = families.Count;
            colour %= palette.Colors.Length;
            int variant = lookAlikes.GetValueOrDefault((colour, series.Simd));
            lookAlikes[(colour, series.Simd)] = variant + 1;
            line.LineWidth = 2;
            line.MarkerSize = flat ? 0 : 6;
            line.MarkerShape = Markers[variant % Markers.Length];
            patterns.Set(line, palette.GetColor(colour), series.Simd ? LinePattern.Solid : LinePattern.Dotted);
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
        double top = model.Series.SelectMany(s => s.Points).Max(p => p.Y);
        plot.Axes.SetLimitsY(0, top > 0 ? top * 1.05 : 1);
        return svg
            ? new UTF8Encoding(encoderShouldEmitUTF8Identifier: false).GetBytes(patterns.Apply(plot.GetSvgHtml(Width, Height)))
            : plot.GetImageBytes(Width, Height, ImageFormat.Png);
    }

    private static double Scaled(ChartScale scale, double x) => scale == ChartScale.Log2Bytes ? Math.Log2(x) : x;

    /// <summary>A tick at every value the series hold: sizes labelled 512, 4K, 1M; counts as they are.</summary>
    private static ScottPlot.TickGenerators.NumericManual Ticks(ChartScale scale, IEnumerable<double> values)
    {
        var ticks = new ScottPlot.TickGenerators.NumericManual();
        foreach (double value in values.Distinct().Order())
        {
            ticks.AddMajor(Scaled(scale, value), scale == ChartScale.Log2Bytes ? SizeText.Of((long)value) : value.ToString(CultureInfo.InvariantCulture));
        }

        return ticks;
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

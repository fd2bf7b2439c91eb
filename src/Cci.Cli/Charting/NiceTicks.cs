using System.Globalization;

namespace Cci.Cli.Charting;

/// <summary>
/// The y axis' ticks by the "nice numbers" rule: a step of 1, 2, 2.5 or 5 times a power of ten, so that 0 to the top takes
/// about <see cref="Target"/> ticks, each labelled with no more decimals than the step needs (0.05, 0.1, 0.15 rather than
/// a tick every 0.005 s).
/// </summary>
internal static class NiceTicks
{
    /// <summary>About how many ticks an axis gets (4 to 8 in practice).</summary>
    public const int Target = 6;

    private static readonly double[] Mantissas = [1, 2, 2.5, 5, 10];

    /// <summary>The step between ticks for an axis from 0 to <paramref name="top"/>.</summary>
    public static double Step(double top)
    {
        if (!(top > 0) || double.IsInfinity(top))
        {
            return 1;
        }

        double rough = top / Target;
        double power = Math.Pow(10, Math.Floor(Math.Log10(rough)));
        return Mantissas.Select(m => m * power).First(step => step >= rough * 0.999);
    }

    /// <summary>The ticks from 0 up to <paramref name="top"/> (the last at or above it), with their labels.</summary>
    public static IReadOnlyList<(double Value, string Label)> For(double top)
    {
        double step = Step(top);
        int decimals = Decimals(step);
        int count = (int)Math.Ceiling(top / step - 1e-9);
        return [.. Enumerable.Range(0, Math.Max(1, count) + 1).Select(i =>
        {
            double value = Math.Round(i * step, decimals);
            return (value, value.ToString("F" + decimals.ToString(CultureInfo.InvariantCulture), CultureInfo.InvariantCulture));
        })];
    }

    /// <summary>The decimals a multiple of <paramref name="step"/> needs: 0.25 two, 0.5 one, 2 none.</summary>
    private static int Decimals(double step)
    {
        for (int decimals = 0; decimals < 15; decimals++)
        {
            if (Math.Abs(step - Math.Round(step, decimals)) < step * 1e-9)
            {
                return decimals;
            }
        }

        return 15;
    }
}

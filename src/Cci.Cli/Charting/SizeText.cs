using System.Globalization;

namespace Cci.Cli.Charting;

/// <summary>Sizes as the size options take them, for axis ticks and tables.</summary>
internal static class SizeText
{
    /// <summary>512, 4K, 1M, 2G as the size options take them (powers of 1024); other sizes in plain bytes (640,000,000).</summary>
    public static string Of(long value)
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
}

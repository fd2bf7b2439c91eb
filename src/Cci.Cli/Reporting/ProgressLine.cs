using System.Globalization;

namespace Cci.Cli.Reporting;

/// <summary>Formats one progress line: percentage, bar, bytes done, rate and time left.</summary>
internal static class ProgressLine
{
    private const int BarWidth = 24;

    public static string Format(long done, long total, TimeSpan elapsed)
    {
        var c = CultureInfo.InvariantCulture;
        double fraction = total > 0 ? Math.Clamp((double)done / total, 0, 1) : 0;
        int filled = (int)(fraction * BarWidth);
        double rate = elapsed.TotalSeconds > 0 ? done / elapsed.TotalSeconds : 0;
        string left = rate > 0 && total >= done ? Clock(TimeSpan.FromSeconds((total - done) / rate)) : "--:--";
        return string.Create(c,
            $"{fraction * 100,3:F0}% [{new string('#', filled)}{new string(' ', BarWidth - filled)}] {done / 1e6:F0}/{total / 1e6:F0} MB  {rate / 1e6:F0} MB/s  {left} left");
    }

    private static string Clock(TimeSpan time) => time.TotalHours >= 1
        ? string.Create(CultureInfo.InvariantCulture, $"{(int)time.TotalHours}:{time.Minutes:D2}:{time.Seconds:D2}")
        : string.Create(CultureInfo.InvariantCulture, $"{time.Minutes}:{time.Seconds:D2}");
}

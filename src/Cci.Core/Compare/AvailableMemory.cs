using System.Globalization;

namespace Cci.Core.Compare;

/// <summary>How much memory could cache files right now: the seeds' adaptive rule compares the two files against it.</summary>
public static class AvailableMemory
{
    private const string MemInfo = "/proc/meminfo";
    private const string Field = "MemAvailable:";

    /// <summary>
    /// Linux's MemAvailable (free memory plus the page cache that could be reclaimed: what the two
    /// files can occupy without evicting each other); elsewhere the physical memory the GC sees.
    /// </summary>
    public static long Measure() =>
        OperatingSystem.IsLinux() && TryReadMemAvailable(out long bytes) ? bytes : GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;

    private static bool TryReadMemAvailable(out long bytes)
    {
        bytes = 0;
        string text;
        try
        {
            text = File.ReadAllText(MemInfo);
        }
        catch (Exception ex) when (ex is IOException or UnauthorizedAccessException)
        {
            return false;
        }

        // "MemAvailable:   23362180 kB"
        int start = text.IndexOf(Field, StringComparison.Ordinal);
        if (start < 0)
        {
            return false;
        }

        ReadOnlySpan<char> line = text.AsSpan(start + Field.Length);
        int end = line.IndexOf('\n');
        line = (end < 0 ? line : line[..end]).Trim();
        if (!line.EndsWith(" kB", StringComparison.Ordinal) ||
            !long.TryParse(line[..^3].TrimEnd(), NumberStyles.None, CultureInfo.InvariantCulture, out long kilobytes))
        {
            return false;
        }

        bytes = kilobytes * 1024;
        return true;
    }
}

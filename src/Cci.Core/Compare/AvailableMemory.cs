using System.Globalization;

namespace Cci.Core.Compare;

/// <summary>How much memory could cache files right now: the seeds' adaptive rule compares the two files against it.</summary>
public static class AvailableMemory
{
    private const string MemInfo = "/proc/meminfo";

    /// <summary>
    /// Linux's MemAvailable (free memory plus the page cache that could be reclaimed: what the two
    /// files can occupy without evicting each other); elsewhere the physical memory the GC sees.
    /// </summary>
    public static long Measure() =>
        OperatingSystem.IsLinux() && TryReadMemAvailable(out long bytes) ? bytes : GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;

    private static bool TryReadMemAvailable(out long bytes)
    {
        bytes = 0;
        try
        {
            foreach (string line in File.ReadLines(MemInfo))
            {
                // "MemAvailable:   23362180 kB"
                if (line.StartsWith("MemAvailable:", StringComparison.Ordinal))
                {
                    string[] parts = line.Split(' ', StringSplitOptions.RemoveEmptyEntries);
                    if (parts.Length == 3 && parts[2] == "kB" && long.TryParse(parts[1], NumberStyles.None, CultureInfo.InvariantCulture, out long kilobytes))
                    {
                        bytes = kilobytes * 1024;
                        return true;
                    }

                    return false;
                }
            }
        }
        catch (IOException)
        {
        }
        catch (UnauthorizedAccessException)
        {
        }

        return false;
    }
}

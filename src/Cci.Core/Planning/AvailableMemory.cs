namespace Cci.Core.Planning;

/// <summary>How much memory could cache files right now: Auto and the seeds' adaptive compare rule weigh files against it.</summary>
public static partial class AvailableMemory
{
    /// <summary>
    /// Linux's MemAvailable (free memory plus the page cache that could be reclaimed: what the two
    /// files can occupy without evicting each other); elsewhere the physical memory the GC sees.
    /// </summary>
    public static long Measure() =>
        OperatingSystem.IsLinux() && TryReadMemAvailableLinux(out long bytes) ? bytes : GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;
}

using Cci.Unsafe;

namespace Cci.Core.Planning;

/// <summary>How much memory could cache files right now: Auto and the article's adaptive compare rule weigh files against it.</summary>
internal static class AvailableMemory
{
    /// <summary>
    /// Linux's MemAvailable (free memory plus the page cache that could be reclaimed: what the two
    /// files can occupy without evicting each other), but no more than the memory the GC sees, which is
    /// the memory cgroup's limit inside a container (the page cache is charged to the cgroup, so a
    /// container's files thrash at its limit, not at the host's MemAvailable); elsewhere the GC's figure.
    /// </summary>
    public static long Measure()
    {
        long limit = GC.GetGCMemoryInfo().TotalAvailableMemoryBytes;
        return SystemMemory.Available() is long bytes ? Math.Min(bytes, limit) : limit;
    }
}

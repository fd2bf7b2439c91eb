using Cci.Unsafe;

namespace Cci.Cli.Sweep;

/// <summary>What <c>sweep --cold</c> does before every run: evicts files from the page cache (<see cref="PageCache.Evict"/>).</summary>
internal static class ColdStart
{
    /// <summary>Fails with one line where the OS has no way to evict a file from the page cache (all but Linux).</summary>
    public static void EnsureSupported()
    {
        if (!PageCache.CanEvict)
        {
            throw new CliException($"--cold cannot be had here: {PageCache.NotSupportedReason}");
        }
    }

    /// <summary>
    /// Writes back and evicts each of <paramref name="paths"/> that is a regular file; a path that is gone, or names anything
    /// else (a FIFO, a device: never opened, so never waited on), is skipped (<see cref="PageCache.EvictRegularFile"/>).
    /// </summary>
    public static void Evict(IEnumerable<string> paths)
    {
        foreach (string path in paths)
        {
            _ = PageCache.EvictRegularFile(path);
        }
    }
}

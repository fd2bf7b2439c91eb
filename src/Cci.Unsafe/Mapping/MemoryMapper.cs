using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>The per-OS half of mapping: one implementation for POSIX systems, one for Windows.</summary>
internal abstract class MemoryMapper
{
    public static MemoryMapper Current { get; } =
        OperatingSystem.IsWindows() ? new WindowsMemoryMapper() : new UnixMemoryMapper();

    /// <summary>Whether the OS refuses to truncate a file while a view of it is mapped, so no page of a view can go missing under it.</summary>
    public abstract bool KeepsMappedFilesWhole { get; }

    /// <summary>Maps a view; one of a watched input (<paramref name="views"/>) joins its registry, or is refused once the views were withdrawn.</summary>
    public abstract IMappedView Map(SafeFileHandle file, long offset, long length, MapAccess access, WatchedViews? views = null);

    public abstract void Unmap(nint address, nuint length);

    /// <summary>
    /// Replaces the pages of a mapped range with anonymous zero pages at the same addresses, read-only; false where it
    /// failed or the OS has no need of it (Windows keeps a mapped file whole, and only Linux has leases that break).
    /// </summary>
    public abstract bool ReplaceWithZeros(nint address, nuint length);

    public abstract void AdviseSequential(nint address, nuint length);

    public abstract void Flush(nint address, nuint length, SafeFileHandle file);

    /// <summary>Hands a view's changes to the file before it is unmapped; an fsync of the file later makes them durable.</summary>
    public abstract void WriteBack(nint address, nuint length);

    protected static long AlignDown(long offset, int granularity) => offset - (offset % granularity);
}

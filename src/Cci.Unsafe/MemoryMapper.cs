using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>The per-OS half of mapping: one implementation for POSIX systems, one for Windows.</summary>
internal abstract class MemoryMapper
{
    public static MemoryMapper Current { get; } =
        OperatingSystem.IsWindows() ? new WindowsMemoryMapper() : new UnixMemoryMapper();

    public abstract int Granularity { get; }

    /// <summary>Whether the OS refuses to truncate a file while a view of it is mapped, so no page of a view can go missing under it.</summary>
    public abstract bool KeepsMappedFilesWhole { get; }

    public abstract IMappedView Map(SafeFileHandle file, long offset, long length, MapAccess access);

    public abstract void Unmap(nint address, nuint length);

    public abstract void AdviseSequential(nint address, nuint length);

    public abstract void Flush(nint address, nuint length, SafeFileHandle file);

    /// <summary>Hands a view's changes to the file before it is unmapped; an fsync of the file later makes them durable.</summary>
    public abstract void WriteBack(nint address, nuint length);

    protected static long AlignDown(long offset, int granularity) => offset - (offset % granularity);
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>Maps files, whole or as windows at 64-bit offsets, on Linux, macOS and Windows.</summary>
internal static class FileMapping
{
    /// <summary>
    /// Maps <paramref name="length"/> bytes of <paramref name="file"/> starting at <paramref name="offset"/>.
    /// The offset need not be aligned: the view is mapped from the aligned offset below it and the
    /// spans it hands out start where asked. The file must already be at least offset + length long.
    /// </summary>
    /// <exception cref="IOException">The OS refused the mapping; the message carries its reason.</exception>
    public static IMappedView Map(SafeFileHandle file, long offset, long length, MapAccess access)
    {
        ArgumentNullException.ThrowIfNull(file);
        ArgumentOutOfRangeException.ThrowIfNegative(offset);
        // A zero-length mapping is an error to every OS; it never reaches them.
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(length);
        return MemoryMapper.Current.Map(file, offset, length, access);
    }

    /// <summary>
    /// Whether the OS itself keeps a mapped file from being truncated under its views (Windows refuses the truncation);
    /// elsewhere another process may truncate it, and touching a page past the new end is a SIGBUS the runtime cannot survive.
    /// </summary>
    public static bool KeepsMappedFilesWhole => MemoryMapper.Current.KeepsMappedFilesWhole;

    /// <summary>The alignment a view's start is rounded down to (page size, or 64 KiB on Windows).</summary>
    public static int Granularity => MemoryMapper.Current.Granularity;
}

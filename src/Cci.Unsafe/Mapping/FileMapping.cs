using System.Runtime.CompilerServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Maps files, whole or as windows at 64-bit offsets, on Linux, macOS and Windows. The read-only views of a watched
/// file (<see cref="Watch"/>: an input under a lease) are kept in its <see cref="WatchedViews"/>, so a lease break can
/// put zero pages under them before the writer may truncate the file.
/// </summary>
internal static class FileMapping
{
    private static readonly ConditionalWeakTable<SafeFileHandle, WatchedViews> Watched = new();

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
        WatchedViews? views = access == MapAccess.Read && Watched.TryGetValue(file, out WatchedViews? watched) ? watched : null;
        return MemoryMapper.Current.Map(file, offset, length, access, views);
    }

    /// <summary>
    /// Tracks every read-only view of <paramref name="file"/> mapped from now on, until the returned registry is disposed;
    /// <see cref="WatchedViews.Withdraw"/> puts them all on zero pages and refuses new ones. Views mapped for writing are
    /// never tracked: a file written through a mapping is the caller's own.
    /// </summary>
    public static WatchedViews Watch(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        WatchedViews views = new(Unwatch);
        Watched.AddOrUpdate(file, views);
        return views;

        void Unwatch(WatchedViews ended)
        {
            if (Watched.TryGetValue(file, out WatchedViews? now) && ReferenceEquals(now, ended))
            {
                Watched.Remove(file);
            }
        }
    }

    /// <summary>
    /// Whether the OS itself keeps a mapped file from being truncated under its views (Windows refuses the truncation);
    /// elsewhere another process may truncate it, and touching a page past the new end is a SIGBUS the runtime cannot survive.
    /// </summary>
    public static bool KeepsMappedFilesWhole => MemoryMapper.Current.KeepsMappedFilesWhole;
}

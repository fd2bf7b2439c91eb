using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// What of a file the OS page cache holds, and dropping it: for timing cold runs (<c>cci sweep --cold</c>) and
/// checking that unbuffered I/O left nothing behind. Linux only; elsewhere <see cref="CanEvict"/> is false and
/// <see cref="Residency"/> null (macOS has F_NOCACHE for a descriptor's own I/O but no way to drop cached pages).
/// </summary>
internal static partial class PageCache
{
    /// <summary>Whether <see cref="Evict"/> works here.</summary>
    public static bool CanEvict => OperatingSystem.IsLinux();

    /// <summary>Why <see cref="Evict"/> cannot work here, for the one line a command prints.</summary>
    public static string NotSupportedReason =>
        OperatingSystem.IsMacOS() ? "macOS has no way to evict a file from the page cache (F_NOCACHE only stops new caching)"
        : $"evicting a file from the page cache is supported on Linux only, not on {RuntimeInformation.OSDescription}";

    /// <summary>
    /// Drops the file's pages from the page cache: fdatasync first (dirty pages cannot be dropped, only written),
    /// then posix_fadvise(POSIX_FADV_DONTNEED) over the whole file. Pages another process has mapped and locked stay.
    /// </summary>
    /// <exception cref="PlatformNotSupportedException">Not Linux (<see cref="CanEvict"/>).</exception>
    public static void Evict(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (!CanEvict)
        {
            throw new PlatformNotSupportedException(NotSupportedReason);
        }

        EvictLinux(file);
    }

    /// <summary>
    /// Evicts the file <paramref name="path"/> names (see <see cref="Evict"/>) when it is a regular file, and opens nothing else:
    /// the name is held first by an O_PATH handle (which opens no FIFO and touches no device), that handle is checked to be a
    /// regular file, and the file is then opened through it (/proc/self/fd/N, never the name again) with O_NONBLOCK. A name
    /// flipped to a FIFO or a device between a look and an open is thus never waited on or opened. False when it is gone or
    /// is not a regular file.
    /// </summary>
    /// <exception cref="PlatformNotSupportedException">Not Linux (<see cref="CanEvict"/>).</exception>
    /// <exception cref="IOException">It cannot be opened, or evicted.</exception>
    public static bool EvictRegularFile(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        if (!CanEvict)
        {
            throw new PlatformNotSupportedException(NotSupportedReason);
        }

        return EvictRegularFileLinux(path);
    }

    /// <summary>
    /// Tells the OS the file will be read front to back (Linux: posix_fadvise(POSIX_FADV_SEQUENTIAL), a larger read-ahead),
    /// on a handle already open: what <see cref="FileOptions.SequentialScan"/> does at an open. A hint only: nothing
    /// elsewhere, and a refusal is ignored.
    /// </summary>
    public static void AdviseSequential(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsLinux())
        {
            _ = Interop.Libc.posix_fadvise(file, 0, 0, Interop.Libc.PosixFadvSequentialLinux);
        }
    }

    /// <summary>
    /// The fraction of the file's pages in the page cache, 0 to 1 (1 for an empty file: nothing of it is missing); null
    /// where the OS cannot tell (not Linux). The file is mapped read-only and mincore asked; a file of more than 4 Ki
    /// pages (16 MiB) is sampled in evenly spaced runs of 64 pages, so the cost is bounded whatever the size. Linux
    /// reports the page cache only for files the caller owns or may write; for others, only the pages it has mapped.
    /// </summary>
    public static double? Residency(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        return ResidencyLinux(file);
    }
}

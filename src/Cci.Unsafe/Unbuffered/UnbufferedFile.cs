using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Opens files for reads and writes that bypass the page cache: O_DIRECT on Linux, FILE_FLAG_NO_BUFFERING on
/// Windows, F_NOCACHE on macOS. Such a handle wants every offset and length a multiple of <see cref="BlockSize"/>
/// and every buffer aligned to it (Linux and Windows refuse anything else with EINVAL / ERROR_INVALID_PARAMETER;
/// macOS only goes slower), so reads and writes go through an <see cref="AlignedBuffer"/>.
/// </summary>
internal static partial class UnbufferedFile
{
    /// <summary>Where nothing better is known: a multiple of every sector size in use (512 and 4096).</summary>
    public const int DefaultBlockSize = 4096;

    /// <summary>
    /// Opens <paramref name="path"/> (shared for reading, writing and deletion, as cci opens every file) with the page cache bypassed.
    /// </summary>
    /// <exception cref="UnbufferedRefusedException">The file system does not do direct I/O (Linux tmpfs before 6.6 gives EINVAL).</exception>
    /// <exception cref="PlatformNotSupportedException">Neither Linux, Windows nor macOS.</exception>
    public static SafeFileHandle Open(string path, FileMode mode, FileAccess access)
    {
        ArgumentNullException.ThrowIfNull(path);
        if (OperatingSystem.IsWindows())
        {
            return OpenWindows(path, mode, access);
        }

        if (OperatingSystem.IsLinux())
        {
            return OpenLinux(path, mode, access);
        }

        if (OperatingSystem.IsMacOS())
        {
            return OpenMacOS(path, mode, access);
        }

        throw new PlatformNotSupportedException("unbuffered I/O is supported on Linux, Windows and macOS only");
    }

    /// <summary>
    /// Opens the file <paramref name="file"/> holds a second time, unbuffered, with its own open file description (so the
    /// first handle stays cached): on Linux through /proc/self/fd/N, which reaches that very file whatever its name is
    /// now; elsewhere through <paramref name="path"/>, as <see cref="Open"/>.
    /// </summary>
    /// <exception cref="UnbufferedRefusedException">The file system does not do direct I/O.</exception>
    public static SafeFileHandle Reopen(SafeFileHandle file, string path, FileAccess access)
    {
        ArgumentNullException.ThrowIfNull(file);
        ArgumentNullException.ThrowIfNull(path);
        if (OperatingSystem.IsLinux() && Directory.Exists("/proc/self/fd"))
        {
            return OpenLinux(HeldFilePath.Of(file), FileMode.Open, access, path);
        }

        return Open(path, FileMode.Open, access);
    }

    /// <summary>
    /// The size every offset and length on <paramref name="file"/> must be a multiple of. Linux: statx's
    /// stx_dio_offset_align (and stx_dio_mem_align, if larger) where the kernel tells them (6.1+), else st_blksize;
    /// Windows and macOS: <see cref="DefaultBlockSize"/>.
    /// </summary>
    public static int BlockSize(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        return OperatingSystem.IsLinux() ? BlockSizeLinux(file) : DefaultBlockSize;
    }

    private static SafeFileHandle OpenCached(string path, FileMode mode, FileAccess access, FileOptions options = FileOptions.None) =>
        File.OpenHandle(path, mode, access, FileShare.ReadWrite | FileShare.Delete, options);
}

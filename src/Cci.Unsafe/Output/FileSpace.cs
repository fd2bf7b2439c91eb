using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>Reserves disk blocks for a file before it is written through a mapping, or before it is written at all.</summary>
internal static partial class FileSpace
{
    /// <summary>
    /// Reserves the first <paramref name="length"/> bytes of the file with a real allocation (fallocate on Linux), so
    /// that a store through a mapping can never find a page the disk cannot back: that store would raise SIGBUS, which
    /// .NET treats as fatal, or, on a file system that allocates only when it writes back, lose the bytes after the run
    /// said it succeeded. False where the file system cannot reserve (ext2, sshfs and most FUSE file systems, NFSv3):
    /// nothing was reserved, and such an output must be written with calls that return their errors. Windows allocates
    /// on SetEndOfFile, and elsewhere this reserves nothing and returns true, as cci always has there.
    /// </summary>
    /// <param name="path">The file's path, for the message.</param>
    /// <exception cref="IOException">The file system has no room (ENOSPC, EDQUOT) or refused for another reason.</exception>
    public static bool TryReserve(SafeFileHandle file, long length, string path)
    {
        ArgumentNullException.ThrowIfNull(file);
        ArgumentNullException.ThrowIfNull(path);
        return !OperatingSystem.IsLinux() || length <= 0 || TryReserveLinux(file, length, path);
    }

    /// <summary>
    /// Makes sure the first <paramref name="length"/> bytes of the file have blocks on disk, as posix_fallocate does:
    /// <see cref="TryReserve"/>, and where the file system cannot reserve, one byte written into each block (which
    /// allocates on a local file system; a server with smaller blocks, compression or thin provisioning may still
    /// allocate less, so this is for <c>generate --preallocate</c>, never a licence to map).
    /// </summary>
    /// <exception cref="IOException">The file system has no room (ENOSPC) or refused for another reason.</exception>
    public static void Reserve(SafeFileHandle file, long length, string path)
    {
        if (!TryReserve(file, length, path))
        {
            ReserveByWriting(file, length, path);
        }
    }
}

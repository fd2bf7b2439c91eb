using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>Reserves disk blocks for a file before it is written through a mapping.</summary>
internal static partial class FileSpace
{
    /// <summary>
    /// Makes sure the first <paramref name="length"/> bytes of the file have blocks on disk. A store
    /// through a mapping into a sparse page that the file system cannot back raises SIGBUS, which
    /// .NET treats as fatal; reserving first turns a full disk into an IOException before any byte
    /// is written. Where the file system cannot reserve (no fallocate: ext2, NFSv3, many FUSE file
    /// systems) every block is written into first, as glibc's posix_fallocate does. Linux only
    /// (FileSpace.Linux.cs): Windows allocates on SetEndOfFile, and elsewhere this does nothing.
    /// </summary>
    /// <param name="path">The file's path, for the message.</param>
    /// <exception cref="IOException">The file system has no room (ENOSPC) or refused for another reason.</exception>
    public static void Reserve(SafeFileHandle file, long length, string path)
    {
        ArgumentNullException.ThrowIfNull(file);
        ArgumentNullException.ThrowIfNull(path);
        if (OperatingSystem.IsLinux() && length > 0)
        {
            ReserveLinux(file, length, path);
        }
    }
}

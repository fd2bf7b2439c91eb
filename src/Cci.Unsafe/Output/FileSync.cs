using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Makes a written file durable and says when it could not be: fsync on Unix, whose error is an
/// <see cref="IOException"/> carrying the errno (EIO from a FUSE or network server that ran out of room, ENOSPC,
/// EDQUOT). cci checks this itself rather than through <see cref="RandomAccess.FlushToDisk"/>: on this runtime that
/// call returned normally after an fsync that failed with EIO on sshfs, and the run then committed a file with holes.
/// Windows keeps RandomAccess.FlushToDisk (FlushFileBuffers), whose failures it reports.
/// </summary>
internal static class FileSync
{
    /// <summary>Writes <paramref name="file"/>'s data and metadata to its storage.</summary>
    /// <param name="path">The file's path, for the message.</param>
    /// <exception cref="IOException">The storage refused; <see cref="Exception.HResult"/> is the errno.</exception>
    public static void Flush(SafeFileHandle file, string path)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsWindows())
        {
            RandomAccess.FlushToDisk(file);
            return;
        }

        int result;
        int error;
        do
        {
            result = Interop.Libc.fsync(file);
            error = result == 0 ? 0 : Marshal.GetLastPInvokeError();
        }
        while (result != 0 && error == Interop.Libc.EIntr);

        // EINVAL and EROFS: a file that takes no sync (a device, a pipe); nothing is pending there.
        if (result != 0 && error != Interop.Libc.EInval && error != Interop.Libc.ERofs)
        {
            throw new IOException($"cannot write '{path}': {SystemErrors.Words(error)}") { HResult = error };
        }
    }
}

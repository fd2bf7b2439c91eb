using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class FileSpace
{
    private static bool TryReserveLinux(SafeFileHandle file, long length, string path)
    {
        int result;
        int error;
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            result = Interop.Libc.fallocate((int)file.DangerousGetHandle(), 0, 0, length);
            error = result == 0 ? 0 : Marshal.GetLastPInvokeError();
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }

        return result == 0 || (error == Interop.Libc.EOpNotSupp ? false : throw Failed(length, path, error));
    }

    private static void ReserveByWriting(SafeFileHandle file, long length, string path)
    {
        try
        {
            ZeroFill(file, length);
        }
        catch (IOException ex)
        {
            throw Failed(length, path, ex.HResult, ex);
        }
    }

    private static IOException Failed(long length, string path, int error, Exception? inner = null) =>
        new($"cannot reserve {length} bytes for '{path}': {Marshal.GetPInvokeErrorMessage(error)}", inner) { HResult = error };

    /// <summary>
    /// What glibc's posix_fallocate does where fallocate is not supported: one byte written in each block of
    /// the range, so the file system allocates it now and a full disk is an IOException (ENOSPC) here. A block
    /// whose probe byte is not zero already holds data (and so has its block); a zero byte is written back as zero.
    /// </summary>
    private static void ZeroFill(SafeFileHandle file, long length)
    {
        Span<byte> status = stackalloc byte[256];
        // struct statx: stx_blksize (32 bits) at 4.
        int blockSize = Interop.Libc.statxOfHandle(file, string.Empty, Interop.Libc.AtEmptyPathLinux, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(status)) == 0
            ? (int)MemoryMarshal.Read<uint>(status[4..])
            : 0;
        if (blockSize <= 0)
        {
            blockSize = 4096;
        }

        long oldLength = RandomAccess.GetLength(file);
        Span<byte> one = stackalloc byte[1];
        // The last byte of each block, as glibc probes, so the last one written is the range's last byte.
        for (long offset = (length - 1) % blockSize; offset < length; offset += blockSize)
        {
            if (offset < oldLength && RandomAccess.Read(file, one, offset) == 1 && one[0] != 0)
            {
                continue;
            }

            one[0] = 0;
            RandomAccess.Write(file, one, offset);
        }
    }
}

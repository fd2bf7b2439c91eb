using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class UnbufferedFile
{
    /// <summary>
    /// .NET ignores FILE_FLAG_NO_BUFFERING on Linux, so the file is opened as usual and O_DIRECT turned on with
    /// F_SETFL, which the kernel checks against the file system: EINVAL where it cannot do direct I/O.
    /// </summary>
    /// <param name="shown">The file's name in messages (<paramref name="path"/> may be /proc/self/fd/N).</param>
    private static SafeFileHandle OpenLinux(string path, FileMode mode, FileAccess access, string? shown = null)
    {
        shown ??= path;
        SafeFileHandle file = OpenCached(path, mode, access);
        try
        {
            int fd = (int)file.DangerousGetHandle();
            int flags = Interop.Libc.fcntl(fd, Interop.Libc.FGetFl, 0);
            if (flags == -1 || Interop.Libc.fcntl(fd, Interop.Libc.FSetFl, flags | Interop.Libc.ODirectLinux) != 0)
            {
                int error = Marshal.GetLastPInvokeError();
                throw error == Interop.Libc.EInval
                    ? new UnbufferedRefusedException(shown, "O_DIRECT: " + Marshal.GetPInvokeErrorMessage(error))
                    : new IOException($"cannot open '{shown}' unbuffered: {Marshal.GetPInvokeErrorMessage(error)}", error);
            }

            return file;
        }
        catch
        {
            file.Dispose();
            throw;
        }
    }

    private static int BlockSizeLinux(SafeFileHandle file)
    {
        // struct statx: stx_mask at 0, stx_blksize at 4, stx_dio_mem_align at 0x98, stx_dio_offset_align at 0x9C; 256 bytes in all.
        Span<byte> statx = stackalloc byte[256];
        if (Interop.Libc.statxOfHandle(file, string.Empty, Interop.Libc.AtEmptyPathLinux, Interop.Libc.StatxDioAlignLinux, ref MemoryMarshal.GetReference(statx)) != 0)
        {
            return DefaultBlockSize;
        }

        uint mask = MemoryMarshal.Read<uint>(statx);
        uint memory = MemoryMarshal.Read<uint>(statx[0x98..]);
        uint offset = MemoryMarshal.Read<uint>(statx[0x9C..]);
        uint block = (mask & Interop.Libc.StatxDioAlignLinux) != 0 && offset > 0 ? Math.Max(offset, memory) : MemoryMarshal.Read<uint>(statx[4..]);
        return block is > 0 and <= 1 << 20 && uint.IsPow2(block) ? (int)block : DefaultBlockSize;
    }
}

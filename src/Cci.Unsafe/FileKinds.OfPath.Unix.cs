using System.Runtime.InteropServices;

namespace Cci.Unsafe;

public static partial class FileKinds
{
    private static PathStatus? OfPathLinux(string path)
    {
        // struct statx: stx_nlink at 16, stx_uid at 20, stx_gid at 24, stx_mode (16 bits) at 28; 256 bytes in all.
        Span<byte> statx = stackalloc byte[256];
        if (Interop.Libc.statx(Interop.Libc.AtFdCwdLinux, path, 0, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(statx)) != 0)
        {
            return Missing(path);
        }

        int mode = MemoryMarshal.Read<ushort>(statx[28..]);
        return new PathStatus(
            KindOfMode(mode), (UnixFileMode)(mode & 0xFFF), MemoryMarshal.Read<uint>(statx[20..]), MemoryMarshal.Read<uint>(statx[24..]),
            MemoryMarshal.Read<uint>(statx[16..]));
    }

    private static PathStatus? OfPathMacOS(string path)
    {
        // Darwin's 64-bit-inode struct stat: st_mode (16 bits) at 4, st_nlink (16 bits) at 6, st_uid at 16, st_gid at 20.
        Span<byte> stat = stackalloc byte[512];
        if (Interop.Libc.stat(path, ref MemoryMarshal.GetReference(stat)) != 0)
        {
            return Missing(path);
        }

        int mode = MemoryMarshal.Read<ushort>(stat[4..]);
        return new PathStatus(
            KindOfMode(mode), (UnixFileMode)(mode & 0xFFF), MemoryMarshal.Read<uint>(stat[16..]), MemoryMarshal.Read<uint>(stat[20..]),
            MemoryMarshal.Read<ushort>(stat[6..]));
    }

    private static PathStatus? Missing(string path)
    {
        int error = Marshal.GetLastPInvokeError();
        if (error is Interop.Libc.ENoEnt or Interop.Libc.ENotDir)
        {
            return null;
        }

        throw new IOException($"cannot look at '{path}': {Marshal.GetPInvokeErrorMessage(error)}", error);
    }
}

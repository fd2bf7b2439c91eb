using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class FileKinds
{
    private static FileKind OfUnix(SafeFileHandle file)
    {
        int? modeOffset = StatModeOffset();
        if (modeOffset is not int offset)
        {
            return FileKind.Unknown;
        }

        // struct stat differs between C libraries, but st_mode sits at a fixed, documented offset
        // in each ABI we know; a generous buffer holds the whole struct on all of them.
        Span<byte> stat = stackalloc byte[512];
        if (!Fstat(file, stat))
        {
            throw new IOException($"fstat failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
        }

        int mode = OperatingSystem.IsMacOS() ? MemoryMarshal.Read<ushort>(stat[offset..]) : MemoryMarshal.Read<int>(stat[offset..]);
        return KindOfMode(mode);
    }

    private static (FileKind Kind, long Size) KindAndSizeLinux(SafeFileHandle file)
    {
        Span<byte> stat = stackalloc byte[512];
        if (StatModeOffset() is not int modeOffset || !Fstat(file, stat))
        {
            return (FileKind.Unknown, 0);
        }

        FileKind kind = KindOfMode(MemoryMarshal.Read<int>(stat[modeOffset..]));
        return (kind, kind == FileKind.Regular ? MemoryMarshal.Read<long>(stat[StatSizeOffsetLinux..]) : 0);
    }

    /// <summary>st_size in struct stat: at 48 on both x86-64 and the generic 64-bit ABI (arm64) Linux.</summary>
    private const int StatSizeOffsetLinux = 48;

    private static bool Fstat(SafeFileHandle file, Span<byte> stat)
    {
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            return Interop.Libc.fstat((int)file.DangerousGetHandle(), ref MemoryMarshal.GetReference(stat)) == 0;
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }
    }

    /// <summary>Offset of st_mode: glibc/musl x86-64 put st_nlink (8 bytes) before it, the generic 64-bit ABI (arm64) does not; Darwin's 64-bit-inode stat has a 4-byte st_dev.</summary>
    private static int? StatModeOffset() => (OperatingSystem.IsLinux(), OperatingSystem.IsMacOS(), RuntimeInformation.ProcessArchitecture) switch
    {
        (true, _, Architecture.X64) => 24,
        (true, _, Architecture.Arm64) => 16,
        (_, true, Architecture.Arm64) => 4,
        _ => null,
    };

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

    private static string? WhyNotThereLinux(string path)
    {
        Span<byte> statx = stackalloc byte[256];
        if (Interop.Libc.statx(Interop.Libc.AtFdCwdLinux, path, 0, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(statx)) == 0)
        {
            return null;
        }

        int error = Marshal.GetLastPInvokeError();
        return error == Interop.Libc.ENoEnt ? null : Marshal.GetPInvokeErrorMessage(error);
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

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>Tells what kind of file an open handle refers to (fstat on POSIX, GetFileType on Windows), or a path without opening it.</summary>
public static partial class FileKinds
{
    private const int PosixTypeMask = 0xF000;

    public static FileKind Of(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsWindows())
        {
            return Interop.Kernel32.GetFileType(file) switch
            {
                Interop.Kernel32.FileTypeDisk => FileKind.Regular,
                Interop.Kernel32.FileTypeChar => FileKind.CharacterDevice,
                Interop.Kernel32.FileTypePipe => FileKind.Pipe,
                _ => FileKind.Unknown,
            };
        }

        int? modeOffset = StatModeOffset();
        if (modeOffset is not int offset)
        {
            return FileKind.Unknown;
        }

        // struct stat differs between C libraries, but st_mode sits at a fixed, documented offset
        // in each ABI we know; a generous buffer holds the whole struct on all of them.
        Span<byte> stat = stackalloc byte[512];
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            if (Interop.Libc.fstat((int)file.DangerousGetHandle(), ref MemoryMarshal.GetReference(stat)) != 0)
            {
                throw new IOException($"fstat failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
            }
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }

        int mode = OperatingSystem.IsMacOS() ? MemoryMarshal.Read<ushort>(stat[offset..]) : MemoryMarshal.Read<int>(stat[offset..]);
        return KindOfMode(mode);
    }

    /// <summary>Whether two open handles are the same file (same st_dev and st_ino), as cmp tests standard output against /dev/null. Linux only; elsewhere false.</summary>
    public static bool AreSameFile(SafeFileHandle first, SafeFileHandle second)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        if (!OperatingSystem.IsLinux())
        {
            return false;
        }

        // st_dev and st_ino are the first two 8-byte fields of struct stat on x86-64 and arm64 Linux.
        Span<byte> one = stackalloc byte[512];
        Span<byte> two = stackalloc byte[512];
        return Fstat(first, one) && Fstat(second, two) && one[..16].SequenceEqual(two[..16]);
    }

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
}

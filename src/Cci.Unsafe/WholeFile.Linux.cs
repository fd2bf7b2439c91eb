using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class WholeFile
{
    /// <summary>st_size in struct stat: at 48 on both x86-64 and the generic 64-bit ABI (arm64).</summary>
    private const int StatSizeOffset = 48;

    /// <summary>st_mode in struct stat: after st_nlink (8 bytes) on x86-64, before st_nlink (4 bytes) on arm64.</summary>
    private static int StatModeOffset => RuntimeInformation.ProcessArchitecture == Architecture.Arm64 ? 16 : 24;

    private static SafeFileHandle? OpenLinux(string path, out FileKind kind, out long size)
    {
        (kind, size) = (FileKind.Unknown, 0);
        SafeFileHandle file = Interop.Libc.open(path, Interop.Libc.ORdOnlyNoCttyCloExecLinux, 0);
        if (file.IsInvalid)
        {
            file.Dispose();
            return null;
        }

        Span<byte> stat = stackalloc byte[256];
        if (Interop.Libc.fstat((int)file.DangerousGetHandle(), ref MemoryMarshal.GetReference(stat)) != 0)
        {
            // Not known: the caller takes its ordinary way, which looks again.
            return file;
        }

        kind = FileKinds.KindOfMode(MemoryMarshal.Read<int>(stat[StatModeOffset..]));
        size = kind == FileKind.Regular ? MemoryMarshal.Read<long>(stat[StatSizeOffset..]) : 0;
        return file;
    }

    private static unsafe int ReadLinux(SafeFileHandle file, Span<byte> buffer)
    {
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            int descriptor = (int)file.DangerousGetHandle();
            fixed (byte* start = buffer)
            {
                while (true)
                {
                    nint read = Interop.Libc.read(descriptor, start, (nuint)buffer.Length);
                    if (read >= 0)
                    {
                        return (int)read;
                    }

                    int error = Marshal.GetLastPInvokeError();
                    if (error != Interop.Libc.EIntr)
                    {
                        throw new IOException(SystemErrors.Words(error), error);
                    }
                }
            }
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }
    }

    private static void RewindLinux(SafeFileHandle file)
    {
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            if (Interop.Libc.lseek((int)file.DangerousGetHandle(), 0, Interop.Libc.SeekSet) < 0)
            {
                int error = Marshal.GetLastPInvokeError();
                throw new IOException(SystemErrors.Words(error), error);
            }
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }
    }
}

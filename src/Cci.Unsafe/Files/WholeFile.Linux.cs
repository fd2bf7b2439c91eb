using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class WholeFile
{
    private static SafeFileHandle? OpenLinux(string path, out FileKind kind, out long size)
    {
        (kind, size) = (FileKind.Unknown, 0);
        SafeFileHandle file = Interop.Libc.open(path, Interop.Libc.ORdOnlyNoCttyCloExecLinux, 0);
        if (file.IsInvalid)
        {
            file.Dispose();
            return null;
        }

        (kind, size) = FileKinds.KindAndSize(file);
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

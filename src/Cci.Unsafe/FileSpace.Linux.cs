using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

public static partial class FileSpace
{
    private static void ReserveLinux(SafeFileHandle file, long length)
    {
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            // A file system without fallocate (EOPNOTSUPP) is not an error: its writes allocate as they go.
            if (Interop.Libc.fallocate((int)file.DangerousGetHandle(), 0, 0, length) != 0
                && Marshal.GetLastPInvokeError() != Interop.Libc.EOpNotSupp)
            {
                throw new IOException($"cannot reserve {length} bytes: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
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

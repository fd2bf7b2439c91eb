using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class UnbufferedFile
{
    /// <summary>macOS has no O_DIRECT: F_NOCACHE on the open file turns its page cache off for this descriptor.</summary>
    private static SafeFileHandle OpenMacOS(string path, FileMode mode, FileAccess access)
    {
        SafeFileHandle file = OpenCached(path, mode, access);
        if (Interop.Libc.fcntl((int)file.DangerousGetHandle(), Interop.Libc.FNoCacheMacOS, 1) != 0)
        {
            int error = Marshal.GetLastPInvokeError();
            file.Dispose();
            throw new UnbufferedRefusedException(path, "F_NOCACHE: " + Marshal.GetPInvokeErrorMessage(error));
        }

        return file;
    }
}

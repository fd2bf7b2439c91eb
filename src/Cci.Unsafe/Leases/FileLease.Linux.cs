using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal sealed partial class FileLease
{

    private static bool SetLinux(SafeFileHandle file, int lease) =>
        Fcntl(file, Interop.Libc.FSetLeaseLinux, lease) == 0;

    // During a break F_GETLEASE reports the type the lease is being lowered to, not F_RDLCK.
    private static bool IsBreakingLinux(SafeFileHandle file) =>
        Fcntl(file, Interop.Libc.FGetLeaseLinux, 0) != Interop.Libc.FReadLock;

    private static int Fcntl(SafeFileHandle file, int command, int argument)
    {
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            return Interop.Libc.fcntl((int)file.DangerousGetHandle(), command, argument);
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

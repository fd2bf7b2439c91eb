namespace Cci.Unsafe;

internal static partial class StandardDescriptors
{
    private static bool WasClosedUnix(int descriptor)
    {
        int flags = Interop.Libc.fcntl(descriptor, Interop.Libc.FGetFd, 0);
        return flags == -1 || (flags & Interop.Libc.FdCloExec) != 0;
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class ExistingFile
{
    private const int ENoEnt = 2;

    private static SafeFileHandle OpenLinux(string path, bool write)
    {
        int flags = (write ? Interop.Libc.ORdWrLinux : Interop.Libc.ORdOnlyLinux) | Interop.Libc.ONonBlockLinux | Interop.Libc.ONoCttyLinux
            | Interop.Libc.OCloExecLinux;
        SafeFileHandle file = Interop.Libc.open(path, flags, 0);
        if (file.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            file.Dispose();
            throw error switch
            {
                ENoEnt => new FileNotFoundException($"'{path}' does not exist.", path),
                Interop.Libc.EAcces or Interop.Libc.EPerm => new UnauthorizedAccessException($"cannot open '{path}': {SystemErrors.Words(error)}"),
                _ => new IOException($"cannot open '{path}': {SystemErrors.Words(error)}"),
            };
        }

        // Reads and writes of what it really is then block as usual (a regular file ignores the flag; anything else
        // the caller refuses).
        int fd = (int)file.DangerousGetHandle();
        int status = Interop.Libc.fcntl(fd, Interop.Libc.FGetFl, 0);
        if (status == -1 || Interop.Libc.fcntl(fd, Interop.Libc.FSetFl, status & ~Interop.Libc.ONonBlockLinux) == -1)
        {
            int error = Marshal.GetLastPInvokeError();
            file.Dispose();
            throw new IOException($"cannot open '{path}': {SystemErrors.Words(error)}");
        }

        return file;
    }
}

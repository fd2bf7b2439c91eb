using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int PosixFadvSequentialLinux = 2;
        internal const int PosixFadvDontNeedLinux = 4;

        // Returns the error number itself (0 on success); errno is not set.
        [LibraryImport(Name)]
        internal static partial int posix_fadvise(SafeFileHandle file, long offset, long length, int advice);
    }
}

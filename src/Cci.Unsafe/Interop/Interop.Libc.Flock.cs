using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // The same values on Linux and macOS.
        internal const int LockSh = 1;
        internal const int LockEx = 2;
        internal const int LockNb = 4;

        [LibraryImport(Name, SetLastError = true)]
        internal static partial int flock(SafeFileHandle file, int operation);
    }
}

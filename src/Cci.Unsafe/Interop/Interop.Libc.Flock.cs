using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int LockShared = 1;
        internal const int LockExclusive = 2;
        internal const int LockNoWait = 4;
        internal const int EWouldBlockLinux = 11;

        [LibraryImport(Name, SetLastError = true)]
        internal static partial int flock(SafeFileHandle file, int operation);
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int FSetLeaseLinux = 1024;
        internal const int FGetLeaseLinux = 1025;
        internal const int FReadLock = 0;
        internal const int FUnlock = 2;

        // fcntl is variadic in C; with integer arguments only, the fixed-argument call below matches
        // the x86-64 and arm64 Linux calling conventions, the only ones this is used on.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int fcntl(int fileDescriptor, int command, int argument);
    }
}

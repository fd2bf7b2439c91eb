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
        internal const int FGetFd = 1;
        internal const int FdCloExec = 1;
        internal const int FGetFl = 3;
        internal const int FSetFl = 4;
        internal const int FNoCacheMacOS = 48;
        internal const int EInval = 22;

        /// <summary>O_DIRECT, which Linux lets F_SETFL turn on: 040000 on x86-64, 0200000 on arm64 (the generic ABI).</summary>
        internal static int ODirectLinux => System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture == Architecture.Arm64 ? 0x10000 : 0x4000;

        // fcntl is variadic in C; with integer arguments only, the fixed-argument call below matches
        // the x86-64 and arm64 Linux calling conventions, the only ones this is used on.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int fcntl(int fileDescriptor, int command, int argument);
    }
}

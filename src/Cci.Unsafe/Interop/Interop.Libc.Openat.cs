using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int ORdOnly = 0;
        internal const int ORdWr = 2;
        internal const int OCreat = 0x40;
        internal const int OExcl = 0x80;
        internal const int ONonBlock = 0x800;
        internal const int OCloExec = 0x80000;

        /// <summary>O_DIRECTORY: 0200000 on x86-64, 040000 on arm64 (the generic ABI).</summary>
        internal static int ODirectoryLinux => RuntimeInformation.ProcessArchitecture == Architecture.Arm64 ? 0x4000 : 0x10000;

        /// <summary>O_NOFOLLOW: 0400000 on x86-64, 0100000 on arm64 (the generic ABI).</summary>
        internal static int ONoFollowLinux => RuntimeInformation.ProcessArchitecture == Architecture.Arm64 ? 0x8000 : 0x20000;

        // open is variadic in C; the mode is passed like a fixed int argument on x86-64 and arm64 Linux.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
        internal static partial SafeFileHandle openat(SafeFileHandle directory, string name, int flags, int mode);
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int ORdWrLinux = 0x2;
        internal const int OCreatLinux = 0x40;
        internal const int OExclLinux = 0x80;
        internal const int OCloExecLinux = 0x80000;

        /// <summary>O_SYNC (__O_SYNC | O_DSYNC): the same on x86-64 and arm64.</summary>
        internal const int OSyncLinux = 0x101000;

        internal const int EAcces = 13;
        internal const int EPerm = 1;
        internal const int EExist = 17;
        internal const int EIntr = 4;

        /// <summary>O_NOFOLLOW: 0400000 on x86-64, 0100000 on arm64 (the generic ABI). macOS differs in every O_ value.</summary>
        internal static int ONoFollowLinux => RuntimeInformation.ProcessArchitecture == Architecture.Arm64 ? 0x8000 : 0x20000;

        // open is variadic in C (the mode is the variadic argument). On x86-64 and arm64 Linux a variadic
        // integer argument travels in the same register as a fixed one, so this fixed-argument call is
        // right there; on Apple arm64 variadic arguments go on the stack, so this is Linux only.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial SafeFileHandle open(string path, int flags, int mode);

        /// <summary>open(2) of a NUL-ended UTF-8 path the caller already holds in native memory.</summary>
        [LibraryImport(Name, EntryPoint = "open", SetLastError = true)]
        internal static unsafe partial SafeFileHandle open(byte* path, int flags, int mode);
    }
}

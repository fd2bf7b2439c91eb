using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int ORdOnlyNoCttyCloExecLinux = ORdOnlyLinux | ONoCttyLinux | OCloExecLinux;

        [LibraryImport(Name, SetLastError = true)]
        internal static unsafe partial nint read(int fileDescriptor, byte* buffer, nuint count);

        internal const int SeekSet = 0;

        [LibraryImport(Name, SetLastError = true)]
        internal static partial long lseek(int fileDescriptor, long offset, int whence);
    }
}

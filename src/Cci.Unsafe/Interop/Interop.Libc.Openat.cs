using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int ORdOnlyLinux = 0;
        internal const int ONonBlockLinux = 0x800;
        internal const int ONoCttyLinux = 0x100;
        internal const int OWrOnlyLinux = 0x1;

        /// <summary>O_PATH: a handle that names a file (fstat, /proc/self/fd/N) without opening it for reading or writing; the same on x86-64 and arm64.</summary>
        internal const int OPathLinux = 0x200000;

        /// <summary>ENXIO: a FIFO opened for writing with O_NONBLOCK has no reader yet.</summary>
        internal const int ENxioLinux = 6;

        /// <summary>O_DIRECTORY: 0200000 on x86-64, 040000 on arm64 (the generic ABI).</summary>
        internal static int ODirectoryLinux => RuntimeInformation.ProcessArchitecture == Architecture.Arm64 ? 0x4000 : 0x10000;

        // openat is variadic in C; the mode is passed like a fixed int argument on x86-64 and arm64 Linux.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial SafeFileHandle openat(SafeFileHandle directory, string name, int flags, int mode);
    }
}

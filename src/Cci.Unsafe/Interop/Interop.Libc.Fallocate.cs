using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int EOpNotSupp = 95;

        // The Linux system call, not posix_fallocate: where a file system cannot reserve space,
        // glibc's posix_fallocate would write zeros over the whole range instead.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int fallocate(int fileDescriptor, int mode, long offset, long length);
    }
}

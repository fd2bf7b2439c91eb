using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        [LibraryImport(Name, SetLastError = true)]
        internal static partial nint mmap(nint address, nuint length, int protection, int flags, int fileDescriptor, long offset);
    }
}

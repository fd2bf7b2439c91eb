using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // Linux only: struct statfs, whose first field (f_type, a long) names the file system.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int fstatfs(int fileDescriptor, ref byte statfs);
    }
}

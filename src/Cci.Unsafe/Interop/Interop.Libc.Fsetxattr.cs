using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // Linux: sets one extended attribute of an open file (flags 0: create or replace).
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
        internal static partial int fsetxattr(SafeFileHandle file, string name, ref byte value, nuint size, int flags);
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // Linux: one extended attribute's value of an open file.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
        internal static partial nint fgetxattr(SafeFileHandle file, string name, ref byte value, nuint size);
    }
}

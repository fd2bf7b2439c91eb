using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // The bytes a symbolic link holds, not NUL-ended; the runtime's LinkTarget would decode them with U+FFFD for bytes that are not UTF-8.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial nint readlink(string path, ref byte buffer, nuint size);
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // Linux: one extended attribute's value, following a final link: used on /proc/self/fd/N, the file an O_PATH handle holds.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial nint getxattr(string path, string name, ref byte value, nuint size);
    }
}

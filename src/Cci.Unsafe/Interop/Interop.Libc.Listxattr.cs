using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // Linux: the extended attribute names of a path, following a final link (/proc/self/fd/N: the file an O_PATH handle holds).
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial nint listxattr(string path, ref byte list, nuint size);
    }
}

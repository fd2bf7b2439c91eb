using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int ERangeLinux = 34;
        internal const int ENoDataLinux = 61;

        /// <summary>ENOTSUP, which Linux defines as EOPNOTSUPP (95).</summary>
        internal const int ENotSupLinux = 95;

        // Linux: the extended attribute names of a path, not following a final symbolic link, NUL-separated.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial nint llistxattr(string path, ref byte list, nuint size);
    }
}

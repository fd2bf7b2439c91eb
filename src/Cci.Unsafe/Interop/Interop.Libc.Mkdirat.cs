using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial int mkdirat(SafeFileHandle directory, string name, int mode);
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // Renames a name in one open directory to a name in another (here the same): neither name is a path another user can redirect.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial int renameat(SafeFileHandle fromDirectory, string from, SafeFileHandle toDirectory, string to);
    }
}

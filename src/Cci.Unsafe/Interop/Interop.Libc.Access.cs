using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int WOk = 2;

        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
        internal static partial int access(string path, int mode);
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        [LibraryImport(Name)]
        internal static partial void freelocale(nint locale);
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int fdatasync(SafeFileHandle file);
    }
}

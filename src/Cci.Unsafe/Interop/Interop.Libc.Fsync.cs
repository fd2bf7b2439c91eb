using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int ERofs = 30;

        [LibraryImport(Name, SetLastError = true)]
        internal static partial int fsync(SafeFileHandle file);
    }
}

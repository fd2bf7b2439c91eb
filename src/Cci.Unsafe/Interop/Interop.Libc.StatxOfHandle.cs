using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int AtEmptyPathLinux = 0x1000;
        internal const uint StatxDioAlignLinux = 0x2000;

        // statx of an open file: the handle as the directory, an empty path and AT_EMPTY_PATH (Linux 4.11+).
        [LibraryImport(Name, EntryPoint = "statx", SetLastError = true, StringMarshalling = StringMarshalling.Utf8)]
        internal static partial int statxOfHandle(SafeFileHandle file, string emptyPath, int flags, uint mask, ref byte statx);
    }
}

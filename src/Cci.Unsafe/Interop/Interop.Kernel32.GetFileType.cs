using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Kernel32
    {
        internal const uint FileTypeDisk = 0x0001;
        internal const uint FileTypeChar = 0x0002;
        internal const uint FileTypePipe = 0x0003;

        [LibraryImport(Name)]
        internal static partial uint GetFileType(SafeFileHandle file);
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Kernel32
    {
        [LibraryImport(Name, EntryPoint = "CreateFileMappingW", SetLastError = true, StringMarshalling = StringMarshalling.Utf16)]
        internal static partial SafeFileMappingHandle CreateFileMapping(
            SafeFileHandle file, nint attributes, uint protect, uint maximumSizeHigh, uint maximumSizeLow, string? name);
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Kernel32
    {
        [LibraryImport(Name, SetLastError = true)]
        internal static partial nint MapViewOfFile(
            SafeFileMappingHandle mapping, uint desiredAccess, uint fileOffsetHigh, uint fileOffsetLow, nuint numberOfBytesToMap);
    }
}

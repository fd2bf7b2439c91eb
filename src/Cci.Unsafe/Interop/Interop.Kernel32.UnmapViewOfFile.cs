using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Kernel32
    {
        [LibraryImport(Name, SetLastError = true)]
        [return: MarshalAs(UnmanagedType.Bool)]
        internal static partial bool UnmapViewOfFile(nint baseAddress);
    }
}

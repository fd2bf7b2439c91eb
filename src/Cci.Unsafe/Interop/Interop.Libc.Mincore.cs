using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // One byte per page of [address, address + length); bit 0 set where the page is resident.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int mincore(nint address, nuint length, ref byte residency);
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        // Sets the process's file mode creation mask and returns the previous one (mode_t: 32 bits on Linux, 16 on macOS; the low bits are the same).
        [LibraryImport(Name)]
        internal static partial uint umask(uint mask);
    }
}

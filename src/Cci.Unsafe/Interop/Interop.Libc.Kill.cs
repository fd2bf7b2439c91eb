using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int kill(int process, int signal);
    }
}

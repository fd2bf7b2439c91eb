using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>RLIMIT_CORE: 4 on Linux, macOS and the BSDs alike.</summary>
        internal const int RlimitCore = 4;

        // struct rlimit as getrlimit takes it: the soft limit, then the hard one.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int setrlimit(int resource, ref ulong limits);
    }
}

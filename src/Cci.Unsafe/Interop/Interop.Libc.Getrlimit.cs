using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int RlimitFsize = 1;

        /// <summary>RLIMIT_NOFILE: 7 on Linux, 8 on macOS and the BSDs.</summary>
        internal static int RlimitNofile => OperatingSystem.IsLinux() ? 7 : 8;

        // struct rlimit is two rlim_t (64-bit on every 64-bit ABI): the soft limit, then the hard one.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int getrlimit(int resource, ref ulong limits);
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>SIG_DFL: a signal's default action.</summary>
        internal const nint SignalDefault = 0;

        /// <summary>SIG_IGN: the signal is discarded (a system call it would interrupt fails instead, as write with EFBIG for SIGXFSZ).</summary>
        internal const nint SignalIgnore = 1;

        // Sets a signal's action (glibc and the BSDs: sigaction with SA_RESTART); returns the previous one, or SIG_ERR (-1).
        [LibraryImport(Name, SetLastError = true)]
        internal static partial nint signal(int signal, nint handler);
    }
}

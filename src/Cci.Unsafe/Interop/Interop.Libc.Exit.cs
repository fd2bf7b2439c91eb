using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>_exit(2): ends the process at once with <paramref name="status"/>, running nothing of the runtime's on the way.</summary>
        [LibraryImport(Name, EntryPoint = "_exit")]
        internal static partial void Exit(int status);
    }
}

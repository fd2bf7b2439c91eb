using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>Leaves the owner or the group as it is.</summary>
        internal const uint KeepId = uint.MaxValue;

        // The descriptor is an int in C; the handle is passed in the same register, whose low half the callee reads.
        [LibraryImport(Name, SetLastError = true)]
        internal static partial int fchown(SafeFileHandle file, uint owner, uint group);
    }
}

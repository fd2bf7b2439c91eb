using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int AtSymlinkNoFollowLinux = 0x100;

        // statx of a name in an open directory (AT_SYMLINK_NOFOLLOW: a link is described, not followed).
        [LibraryImport(Name, EntryPoint = "statx", SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial int statxAt(SafeFileHandle directory, string name, int flags, uint mask, ref byte statx);
    }
}

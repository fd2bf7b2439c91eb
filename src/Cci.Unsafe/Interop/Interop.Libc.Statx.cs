using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        internal const int AtFdCwdLinux = -100;
        internal const uint StatxBasicStatsLinux = 0x7FF;
        internal const int ENoEnt = 2;
        internal const int ENotDir = 20;

        // Linux (glibc 2.28+, musl 1.2.5+): struct statx has one layout on every architecture, unlike struct stat.
        [LibraryImport(Name, SetLastError = true, StringMarshalling = StringMarshalling.Custom, StringMarshallingCustomType = typeof(FileNameMarshaller))]
        internal static partial int statx(int directory, string path, int flags, uint mask, ref byte statx);
    }
}

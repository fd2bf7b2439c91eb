using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>LC_MESSAGES in glibc and musl.</summary>
        internal const int LcMessagesLinux = 5;

        [LibraryImport(Name, StringMarshalling = StringMarshalling.Utf8)]
        internal static partial nint setlocale(int category, string? locale);
    }
}

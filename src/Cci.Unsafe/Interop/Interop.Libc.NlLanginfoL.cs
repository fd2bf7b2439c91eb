using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>CODESET: the character set of a locale's LC_CTYPE (glibc and musl).</summary>
        internal const int Codeset = 14;

        /// <summary>A fact of <paramref name="locale"/> as text owned by the C library (e.g. its <see cref="Codeset"/>).</summary>
        [LibraryImport(Name)]
        internal static partial nint nl_langinfo_l(int item, SafeLocaleHandle locale);
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>A locale object for the categories in <paramref name="categoryMask"/> (1 &lt;&lt; category), loaded by name; invalid when the C library has no such locale.</summary>
        [LibraryImport(Name, StringMarshalling = StringMarshalling.Utf8)]
        internal static partial SafeLocaleHandle newlocale(int categoryMask, string locale, nint baseLocale);
    }
}

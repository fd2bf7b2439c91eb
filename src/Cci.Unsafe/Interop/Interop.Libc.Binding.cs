using System.Reflection;
using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class Interop
{
    internal static partial class Libc
    {
        /// <summary>glibc's C library, by the one name it has on every glibc Linux.</summary>
        private const string GlibcSoname = "libc.so.6";

        /// <summary>
        /// Binds <see cref="Name"/> before the first call into it. Left to itself the runtime looks "libc" up by the names it
        /// might have ("libc.so", a linker script that fails to load; "liblibc.so"; "libc"), and in a NativeAOT program that
        /// search's case-insensitive compare loads ICU, whose versions are probed one by one: about 120 failed opens and 4 ms
        /// of a start (bench/library-aot-start.sh). A program published with <c>DirectPInvoke</c> for libc binds it at link
        /// time and never gets here. On glibc Linux the library is opened by its soname; elsewhere (musl, macOS, the BSDs) the
        /// runtime's own lookup stays.
        /// </summary>
        static Libc()
        {
            if (OperatingSystem.IsLinux())
            {
                NativeLibrary.SetDllImportResolver(typeof(Libc).Assembly, Resolve);
            }
        }

        private static nint Resolve(string library, Assembly assembly, DllImportSearchPath? searchPath) =>
            library == Name && NativeLibrary.TryLoad(GlibcSoname, out nint handle) ? handle : 0;
    }
}

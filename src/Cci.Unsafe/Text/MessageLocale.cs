using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>The C library's message locale, as a GNU tool started with the same environment sees it.</summary>
internal static class MessageLocale
{
    /// <summary>
    /// Whether the LC_MESSAGES locale <paramref name="name"/> is "C" or "POSIX" once the C library loads it
    /// (a name it cannot load leaves it there too): GNU cmp then says "char" where it otherwise says "byte".
    /// Linux only; elsewhere false.
    /// </summary>
    public static bool IsPosix(string name)
    {
        if (!OperatingSystem.IsLinux())
        {
            return false;
        }

        // Loaded by name, then the previous locale restored.
        string? previous = Marshal.PtrToStringUTF8(Interop.Libc.setlocale(Interop.Libc.LcMessagesLinux, null));
        string? chosen = Marshal.PtrToStringUTF8(Interop.Libc.setlocale(Interop.Libc.LcMessagesLinux, name));
        if (previous is not null)
        {
            Interop.Libc.setlocale(Interop.Libc.LcMessagesLinux, previous);
        }

        return chosen is null or "C" or "POSIX";
    }
}

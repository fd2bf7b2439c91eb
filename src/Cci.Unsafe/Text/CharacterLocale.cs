using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>The character set a GNU tool started with the same environment reads text in, as its setlocale (LC_ALL, "") leaves it.</summary>
internal static class CharacterLocale
{
    /// <summary>The POSIX categories setlocale (LC_ALL, "") loads, with their numbers in glibc and musl.</summary>
    private static readonly (string Name, int Number)[] Categories =
        [("LC_CTYPE", 0), ("LC_NUMERIC", 1), ("LC_TIME", 2), ("LC_COLLATE", 3), ("LC_MONETARY", 4), ("LC_MESSAGES", 5)];

    /// <summary>
    /// Whether text is UTF-8 for a GNU tool whose locale names are <paramref name="nameOf"/> (category name to locale name, as
    /// setlocale picks them from the environment): setlocale (LC_ALL, "") fails as a whole when the C library lacks the
    /// locale of any category, and the tool then runs in the C locale; otherwise LC_CTYPE's codeset decides. Each locale is
    /// loaded with newlocale, so this process's own locale is left alone. Linux only; elsewhere null (not asked).
    /// </summary>
    public static bool? IsUtf8(Func<string, string> nameOf)
    {
        ArgumentNullException.ThrowIfNull(nameOf);
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

        string? codeset = null;
        foreach ((string name, int number) in Categories)
        {
            using SafeLocaleHandle locale = Interop.Libc.newlocale(1 << number, nameOf(name), 0);
            if (locale.IsInvalid)
            {
                return false;
            }

            if (number == 0)
            {
                codeset = Marshal.PtrToStringUTF8(Interop.Libc.nl_langinfo_l(Interop.Libc.Codeset, locale));
            }
        }

        return codeset is "UTF-8";
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>The C library's message locale, as a GNU tool started with the same environment sees it.</summary>
public static class MessageLocale
{
    private static readonly Lazy<bool> Posix = new(ReadIsPosix);

    /// <summary>
    /// Whether the environment's LC_MESSAGES locale is "C" or "POSIX" (also when it names a locale the C
    /// library cannot load): GNU cmp then says "char" where it otherwise says "byte". Linux only; elsewhere false.
    /// </summary>
    public static bool IsPosix => Posix.Value;

    private static bool ReadIsPosix()
    {
        if (!OperatingSystem.IsLinux())
        {
            return false;
        }

        // As setlocale (LC_ALL, "") in a GNU tool: the name the environment selects (LC_ALL, then LC_MESSAGES,
        // then LANG), loaded by name, then the previous one restored. The name is read through .NET, not by
        // the C library from its own copy of the environment, so a variable set in this process counts too.
        string name = new[] { "LC_ALL", "LC_MESSAGES", "LANG" }
            .Select(Environment.GetEnvironmentVariable).FirstOrDefault(value => !string.IsNullOrEmpty(value)) ?? "C";
        string? previous = Marshal.PtrToStringUTF8(Interop.Libc.setlocale(Interop.Libc.LcMessagesLinux, null));
        string? chosen = Marshal.PtrToStringUTF8(Interop.Libc.setlocale(Interop.Libc.LcMessagesLinux, name));
        if (previous is not null)
        {
            Interop.Libc.setlocale(Interop.Libc.LcMessagesLinux, previous);
        }

        return chosen is null or "C" or "POSIX";
    }
}

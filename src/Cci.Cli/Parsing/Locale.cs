using Cci.Unsafe;

namespace Cci.Cli.Parsing;

/// <summary>The locale a GNU tool started with this environment would use, category by category.</summary>
internal static class Locale
{
    /// <summary>The locale name of a category as setlocale (LC_ALL, "") picks it: LC_ALL, else the category's own variable, else LANG (the first set and not empty), else "C".</summary>
    public static string NameOf(string category) =>
        new[] { "LC_ALL", category, "LANG" }
            .Select(Environment.GetEnvironmentVariable)
            .FirstOrDefault(value => !string.IsNullOrEmpty(value)) ?? "C";

    /// <summary>
    /// wc's character set, as GNU wc's setlocale (LC_ALL, "") leaves it: UTF-8 only when the C library has every category's
    /// locale and LC_CTYPE's codeset is UTF-8 (an uninstalled en_US.UTF-8 is the C locale). Where the C library is not
    /// asked (not Linux), a LC_CTYPE name with UTF-8 or utf8 in it.
    /// </summary>
    public static bool IsUtf8() => CharacterLocale.IsUtf8(NameOf) ?? NamesUtf8(NameOf("LC_CTYPE"));

    private static bool NamesUtf8(string name) =>
        name.Contains("UTF-8", StringComparison.OrdinalIgnoreCase) || name.Contains("utf8", StringComparison.OrdinalIgnoreCase);

    /// <summary>
    /// How GNU wc started with this environment reads text: the locale's character set (<see cref="IsUtf8"/>), and POSIX's word
    /// rule when POSIXLY_CORRECT is set (non-breaking spaces do not separate words).
    /// </summary>
    public static CountingOptions Counting() => new()
    {
        Utf8 = IsUtf8(),
        PosixWords = Environment.GetEnvironmentVariable("POSIXLY_CORRECT") is not null,
    };
}

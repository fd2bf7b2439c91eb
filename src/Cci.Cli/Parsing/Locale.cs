using Cci.Core.Count;

namespace Cci.Cli.Parsing;

/// <summary>The character set GNU tools would use: LC_ALL, else LC_CTYPE, else LANG (the first that is set and not empty); a name with UTF-8 or utf8 in it is UTF-8, anything else the C locale.</summary>
public static class Locale
{
    public static TextMode Mode()
    {
        string? name = new[] { "LC_ALL", "LC_CTYPE", "LANG" }
            .Select(Environment.GetEnvironmentVariable)
            .FirstOrDefault(value => !string.IsNullOrEmpty(value));
        bool utf8 = name is not null
            && (name.Contains("UTF-8", StringComparison.OrdinalIgnoreCase) || name.Contains("utf8", StringComparison.OrdinalIgnoreCase));
        return new TextMode(utf8, NonBreakingSpaceSeparates: Environment.GetEnvironmentVariable("POSIXLY_CORRECT") is null);
    }
}

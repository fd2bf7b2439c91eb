namespace Cci.Unsafe;

internal static partial class CacheDirectory
{
    /// <summary>$XDG_CACHE_HOME, else ~/.cache, else the temporary directory.</summary>
    private static string LocateUnix(Func<string, string?> environment)
    {
        // The XDG base directory spec: a relative XDG_CACHE_HOME is invalid and ignored.
        string? xdg = environment("XDG_CACHE_HOME");
        if (!string.IsNullOrEmpty(xdg) && Path.IsPathRooted(xdg))
        {
            return xdg;
        }

        string? home = environment("HOME");
        return !string.IsNullOrEmpty(home) ? Path.Combine(home, ".cache") : Path.GetTempPath();
    }
}

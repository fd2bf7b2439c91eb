namespace Cci.Unsafe;

/// <summary>
/// The user's cache directory, where a program keeps what it can make again: on Unix by the XDG base directory rules
/// (CacheDirectory.Unix.cs), on Windows the local application data folder (CacheDirectory.Windows.cs).
/// </summary>
internal static partial class CacheDirectory
{
    /// <summary>The user's cache directory, with environment variables read through <paramref name="environment"/> (tests pass their own).</summary>
    public static string Locate(Func<string, string?> environment)
    {
        ArgumentNullException.ThrowIfNull(environment);
        return OperatingSystem.IsWindows() ? LocateWindows() : LocateUnix(environment);
    }
}

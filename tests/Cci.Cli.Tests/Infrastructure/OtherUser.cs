namespace Cci.Cli.Tests;

/// <summary>
/// Whether a test can run cci as another user (uid 65534, "nobody") through setpriv: Linux, root, setpriv, and
/// cci's build folder reachable by others. A clone under a private folder (mktemp -d makes it 0700) is not, and
/// cci would then fail to start rather than show what the test asks about.
/// </summary>
internal static class OtherUser
{
    /// <summary>Why cci cannot be run as another user here, or null when it can.</summary>
    public static string? Unavailable { get; } = Why();

    private static string? Why()
    {
        if (!OperatingSystem.IsLinux())
        {
            return "needs Linux (setpriv)";
        }

        if (!Environment.IsPrivilegedProcess)
        {
            return "needs root to run cci as nobody";
        }

        if (!File.Exists("/usr/bin/setpriv"))
        {
            return "needs /usr/bin/setpriv";
        }

        for (DirectoryInfo? dir = new(AppContext.BaseDirectory); dir is not null; dir = dir.Parent)
        {
            if ((File.GetUnixFileMode(dir.FullName) & UnixFileMode.OtherExecute) == 0)
            {
                return $"nobody cannot reach cci's build folder: '{dir.FullName}' is closed to others";
            }
        }

        return null;
    }
}

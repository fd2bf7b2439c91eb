namespace Cci.Unsafe;

/// <summary>
/// The system's temporary directory ($TMPDIR, else /tmp; TMP or TEMP on Windows), checked before cci makes scratch
/// folders in it. A TMPDIR that names no directory is an error, as for GNU mktemp ("failed to create file via
/// template '/nonexistent/tmp.XXXXXXXXXX'"): cci neither makes it (as root, that would make /nonexistent) nor
/// silently falls back to /tmp behind the user's back.
/// </summary>
internal static class SystemTemp
{
    /// <summary>The temporary directory, which exists.</summary>
    /// <exception cref="IOException">It does not exist or is not a directory: one line naming it (and TMPDIR where that set it).</exception>
    public static string Directory()
    {
        string path = Path.GetTempPath();
        if (System.IO.Directory.Exists(path))
        {
            return path;
        }

        string shown = Path.TrimEndingDirectorySeparator(path);
        string from = string.IsNullOrEmpty(Environment.GetEnvironmentVariable("TMPDIR")) ? string.Empty : " (TMPDIR)";
        throw new IOException(File.Exists(shown)
            ? $"cannot make temporary files: the temporary directory '{shown}'{from} is not a directory"
            : $"cannot make temporary files: the temporary directory '{shown}'{from} does not exist");
    }
}

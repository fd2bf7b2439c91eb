namespace Cci.Unsafe;

/// <summary>
/// Paths that name an open file of some process rather than a place in a directory (/dev/stdout, /dev/fd/N,
/// /proc/self/fd/N): they can be written, but never renamed over. This file picks the OS; the names are in
/// DevicePaths.Unix.cs. Windows has no such paths.
/// </summary>
internal static partial class DevicePaths
{
    /// <summary>Whether <paramref name="path"/> names this process's standard output (/dev/stdout, /dev/fd/1, /proc/self/fd/1).</summary>
    public static bool NamesStandardOutput(string path) => !OperatingSystem.IsWindows() && NamesStandardOutputUnix(path);

    /// <summary>Whether <paramref name="path"/> names an open file of some process (/dev/stdout, /dev/stderr, /dev/stdin, /dev/fd/N, anything under /proc).</summary>
    public static bool NamesOpenFile(string path) => !OperatingSystem.IsWindows() && NamesOpenFileUnix(path);
}

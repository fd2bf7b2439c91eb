namespace Cci.Unsafe;

internal static partial class DevicePaths
{
    private static bool NamesStandardOutputUnix(string path) => path is "/dev/stdout" or "/dev/fd/1" or "/proc/self/fd/1";

    // Under /proc every name is a process's file except what lies under a process's cwd or root link: those lead into real
    // directories (/proc/self/cwd/out is out in the current directory), where the output rule replaces a file as anywhere.
    private static bool NamesOpenFileUnix(string path) =>
        (path.StartsWith("/proc/", StringComparison.Ordinal) && !IsUnderProcessDirectory(path))
        || path.StartsWith("/dev/fd/", StringComparison.Ordinal) || path is "/dev/stdout" or "/dev/stderr" or "/dev/stdin";

    /// <summary>Whether <paramref name="path"/> goes through /proc/PID/cwd/ or /proc/PID/root/ (PID a number, self or thread-self; a task's too).</summary>
    private static bool IsUnderProcessDirectory(string path)
    {
        string[] parts = path.Split('/', StringSplitOptions.RemoveEmptyEntries);
        int at = 2;
        if (parts.Length > 4 && parts[2] == "task")
        {
            at = 4;
        }

        return parts.Length > at + 1 && parts[at] is "cwd" or "root";
    }
}

using System.Globalization;
using System.Text.RegularExpressions;

namespace Cci.Core.Files;

/// <summary>
/// Names cci's temporary files and folders so that a later run can tell a dead run's leftovers (after
/// kill -9 or a power cut) from a live run's, and removes the dead ones. A name carries the PID of the
/// run that made it and a random part. A leftover is dead when that PID is not running, or when it runs
/// but is not cci (the PID was reused) and nothing holds the leftover open: a live run holds its temporary
/// file (or its folder's lock file) open, and .NET takes an advisory lock (flock) on every file it opens.
/// </summary>
public static partial class Leftovers
{
    private const string FileSuffix = ".cci-tmp";
    private const string LockFileName = ".lock";

    /// <summary>A new temporary file name, at most 36 bytes, so it fits beside any output name: ".cci-PID-RANDOM.cci-tmp".</summary>
    public static string NewFileName() => $".cci-{Environment.ProcessId.ToString(CultureInfo.InvariantCulture)}-{Random()}{FileSuffix}";

    /// <summary>A new folder name "PREFIX-PID-RANDOM", for <see cref="RemoveDeadFolders"/> with the same prefix.</summary>
    public static string NewFolderName(string prefix) => $"{prefix}-{Environment.ProcessId.ToString(CultureInfo.InvariantCulture)}-{Random()}";

    /// <summary>Creates a folder named by <see cref="NewFolderName"/> under <paramref name="parent"/> and holds its lock file open until disposed (which deletes the folder).</summary>
    public static ScratchFolder CreateFolder(string parent, string prefix) => new(Path.Combine(parent, NewFolderName(prefix)), LockFileName);

    /// <summary>Removes the temporary files of dead runs in <paramref name="directory"/>; returns their names.</summary>
    public static IReadOnlyList<string> RemoveDeadFiles(string directory)
    {
        var removed = new List<string>();
        foreach (string path in Entries(directory, isFolder: false))
        {
            string name = Path.GetFileName(path);
            Match match = FileNamePattern().Match(name);
            if (match.Success && IsDead(int.Parse(match.Groups[1].ValueSpan, CultureInfo.InvariantCulture), path) && TryDelete(() => File.Delete(path)))
            {
                removed.Add(name);
            }
        }

        return removed;
    }

    /// <summary>Removes the folders named "<paramref name="prefix"/>-PID-RANDOM" of dead runs in <paramref name="directory"/>; returns their names.</summary>
    public static IReadOnlyList<string> RemoveDeadFolders(string directory, string prefix)
    {
        var removed = new List<string>();
        foreach (string path in Entries(directory, isFolder: true))
        {
            string name = Path.GetFileName(path);
            if (!name.StartsWith(prefix + "-", StringComparison.Ordinal))
            {
                continue;
            }

            Match match = FolderNamePattern().Match(name[(prefix.Length + 1)..]);
            if (match.Success && IsDead(int.Parse(match.Groups[1].ValueSpan, CultureInfo.InvariantCulture), Path.Combine(path, LockFileName))
                && TryDelete(() => Directory.Delete(path, recursive: true)))
            {
                removed.Add(name);
            }
        }

        return removed;
    }

    /// <summary>One line for stderr (without the "cci: "): "removed 1 temporary file left by a run that died (NAME)".</summary>
    public static string Describe(IReadOnlyList<string> names, string what) => names.Count == 1
        ? $"removed 1 {what} left by a run that died ({names[0]})"
        : string.Create(CultureInfo.InvariantCulture, $"removed {names.Count} {what}s left by runs that died ({string.Join(", ", names)})");

    private static string Random() => Convert.ToHexStringLower(System.Security.Cryptography.RandomNumberGenerator.GetBytes(8));

    private static IEnumerable<string> Entries(string directory, bool isFolder)
    {
        try
        {
            return isFolder ? Directory.GetDirectories(directory) : Directory.GetFiles(directory, "*" + FileSuffix);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return [];
        }
    }

    /// <param name="held">The file a live run holds open: its temporary file, or its folder's lock file.</param>
    private static bool IsDead(int pid, string held)
    {
        if (!IsRunning(pid))
        {
            return true;
        }

        if (pid == Environment.ProcessId || IsCci(pid) || !File.Exists(held))
        {
            return false;
        }

        // A running process that is not cci (a reused PID, or a host running cci's code in-process):
        // the leftover is dead only if nothing holds it open. FileShare.None asks for an exclusive lock.
        try
        {
            using (File.OpenHandle(held, FileMode.Open, FileAccess.Read, FileShare.None))
            {
                return true;
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    private static bool IsRunning(int pid)
    {
        if (OperatingSystem.IsLinux())
        {
            return IsRunningLinux(pid);
        }

        try
        {
            using var process = System.Diagnostics.Process.GetProcessById(pid);
            return !process.HasExited;
        }
        catch (Exception e) when (e is ArgumentException or InvalidOperationException)
        {
            return false;
        }
    }

    private static bool IsCci(int pid)
    {
        try
        {
            if (OperatingSystem.IsLinux())
            {
                return IsCciLinux(pid);
            }

            using var process = System.Diagnostics.Process.GetProcessById(pid);
            return process.ProcessName == "cci";
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException or ArgumentException or InvalidOperationException)
        {
            return false;
        }
    }

    private static bool TryDelete(Action delete)
    {
        try
        {
            delete();
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    [GeneratedRegex(@"^\.cci-([0-9]{1,10})-[0-9a-f]{16}\.cci-tmp$")]
    private static partial Regex FileNamePattern();

    [GeneratedRegex(@"^([0-9]{1,10})-[0-9a-f]{16}$")]
    private static partial Regex FolderNamePattern();
}

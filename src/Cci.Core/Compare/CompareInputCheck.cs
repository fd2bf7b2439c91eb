using Cci.Unsafe;

namespace Cci.Core.Compare;

/// <summary>The reasons GNU cmp gives, in its words (strerror), for an input it cannot compare.</summary>
public static class CompareInputCheck
{
    /// <summary>Why <paramref name="path"/> cannot be opened ("No such file or directory", "Not a directory", "Permission denied"), or null.</summary>
    public static string? OpenError(string path)
    {
        if (path == CompareOptions.StandardStream || Directory.Exists(path))
        {
            return null;
        }

        if (!File.Exists(path))
        {
            // ENOTDIR when a component on the way is a file (a/x where a is a file), else ENOENT.
            for (string? parent = Path.GetDirectoryName(path); !string.IsNullOrEmpty(parent); parent = Path.GetDirectoryName(parent))
            {
                if (File.Exists(parent.TrimEnd('/')))
                {
                    return "Not a directory";
                }
            }

            return FileKinds.OfPath(path) is null ? "No such file or directory" : null;
        }

        try
        {
            File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete).Dispose();
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return "Permission denied";
        }
        catch (IOException)
        {
            return null;
        }
    }

    /// <summary>Whether reading <paramref name="path"/> would fail as a directory (EISDIR).</summary>
    public static bool IsDirectory(string path) => path != CompareOptions.StandardStream && Directory.Exists(path);
}

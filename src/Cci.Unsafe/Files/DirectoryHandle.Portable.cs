using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Outside Linux: the same operations through paths with the BCL. On Windows the temporary folder is the user's
/// own and an open file cannot be deleted, so a file opened with FileShare.None is one no live process holds;
/// on macOS the BCL takes a flock for FileShare.None as on Linux. Owners are not checked here (the BCL does not
/// tell them), which is why cci's own folders live in the user's private folder on every OS.
/// </summary>
internal sealed partial class DirectoryHandle
{
    private static DirectoryHandle OpenPortable(string path)
    {
        if (!Directory.Exists(path))
        {
            throw new DirectoryNotFoundException($"cannot open folder '{path}': no such folder");
        }

        return new DirectoryHandle(path, handle: null);
    }

    private IReadOnlyList<string> NamesPortable()
    {
        try
        {
            return [.. Directory.EnumerateFileSystemEntries(DirectoryPath).Select(Path.GetFileName).OfType<string>()];
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return [];
        }
    }

    private EntryStatus? StatusPortable(string name)
    {
        var info = new FileInfo(Path.Combine(DirectoryPath, name));
        if (!info.Exists && !Directory.Exists(info.FullName) && info.LinkTarget is null)
        {
            return null;
        }

        FileKind kind = info.LinkTarget is not null ? FileKind.SymbolicLink
            : info.Attributes.HasFlag(FileAttributes.Directory) ? FileKind.Directory
            : FileKind.Regular;
        UnixFileMode mode = OperatingSystem.IsWindows() ? default : info.UnixFileMode;
        return new EntryStatus(kind, null, mode, 0, 0, info.LastWriteTimeUtc);
    }

    private DirectoryHandle? OpenOwnedDirectoryPortable(string name) =>
        StatusPortable(name) is { Kind: FileKind.Directory } ? new DirectoryHandle(Path.Combine(DirectoryPath, name), handle: null) : null;

    private DirectoryHandle CreatePrivateDirectoryPortable(string name)
    {
        string path = Path.Combine(DirectoryPath, name);
        if (OperatingSystem.IsWindows())
        {
            Directory.CreateDirectory(path);
        }
        else
        {
            Directory.CreateDirectory(path, UnixFileMode.UserRead | UnixFileMode.UserWrite | UnixFileMode.UserExecute);
        }

        if (StatusPortable(name) is not { Kind: FileKind.Directory } status
            || (!OperatingSystem.IsWindows() && (status.Mode & (UnixFileMode)0x3F) != 0))
        {
            throw new IOException($"'{path}' is not a private folder of this user");
        }

        return new DirectoryHandle(path, handle: null);
    }

    private SafeFileHandle? TryLockOwnedFilePortable(string name)
    {
        if (StatusPortable(name) is not { Kind: FileKind.Regular })
        {
            return null;
        }

        try
        {
            return File.OpenHandle(Path.Combine(DirectoryPath, name), FileMode.Open, FileAccess.Read, FileShare.None);
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return null;
        }
    }

    private bool RemoveLockedFilePortable(string name, SafeFileHandle locked)
    {
        // Windows cannot delete a file that is open.
        locked.Dispose();
        return RemoveFilePortable(name);
    }

    private bool RemoveFilePortable(string name)
    {
        try
        {
            File.Delete(Path.Combine(DirectoryPath, name));
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }

    private bool RemoveTreePortable(string name)
    {
        try
        {
            // The BCL removes a link inside the tree without following it.
            Directory.Delete(Path.Combine(DirectoryPath, name), recursive: true);
            return true;
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return false;
        }
    }
}

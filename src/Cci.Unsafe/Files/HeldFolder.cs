using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// A folder held while it is judged, as git judges a repository before it trusts it ("dubious ownership"): the folder
/// itself (who owns it, who else may write it), its parent and its entries, each looked at as the entry itself, a symbolic
/// link described and never followed. On Linux the folder is an O_PATH handle, the parent is reached by ".." from it and an
/// entry is opened O_PATH|O_NOFOLLOW in it, so no step looks a path up again (HeldFolder.Linux.cs); elsewhere the same
/// questions are asked of paths (HeldFolder.Portable.cs).
/// </summary>
internal sealed partial class HeldFolder : IDisposable
{
    private const UnixFileMode GroupOrOtherWrite = UnixFileMode.GroupWrite | UnixFileMode.OtherWrite;

    private readonly SafeFileHandle? _handle;

    private HeldFolder(string path, SafeFileHandle? handle, EntryStatus status)
    {
        FolderPath = path;
        _handle = handle;
        Status = status;
    }

    /// <summary>The folder's path, for messages and for the caller's own use of what it judged.</summary>
    public string FolderPath { get; }

    /// <summary>The folder itself as held: its owner, group and mode.</summary>
    public EntryStatus Status { get; }

    /// <summary>Holds the folder <paramref name="path"/> (symbolic links on the way followed: the path is the caller's, the current directory); null when it is no folder or cannot be held.</summary>
    public static HeldFolder? Open(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        string full = Path.GetFullPath(path);
        return OperatingSystem.IsLinux() ? OpenLinux(full) : OpenPortable(full);
    }

    /// <summary>The folder above this one, reached from it; null at the root, or when it cannot be held.</summary>
    public HeldFolder? Parent()
    {
        string? parent = Path.GetDirectoryName(Path.TrimEndingDirectorySeparator(FolderPath));
        return _handle is null ? ParentPortable(parent) : ParentLinux(_handle, parent ?? FolderPath);
    }

    /// <summary>
    /// The entry <paramref name="name"/> itself (a symbolic link is described, not followed): null in <paramref name="entry"/>
    /// when there is none. Returns the entry held as a folder when it is a folder (never a link to one), else null.
    /// </summary>
    /// <exception cref="IOException">The entry cannot be looked at (say, this folder may not be searched).</exception>
    public HeldFolder? Entry(string name, out EntryStatus? entry)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        if (name is "." or ".." || name.Contains('/', StringComparison.Ordinal) || name.Contains('\0', StringComparison.Ordinal))
        {
            throw new ArgumentException($"'{name}' is not a name in a folder", nameof(name));
        }

        string path = Path.Combine(FolderPath, name);
        return _handle is null ? EntryPortable(path, out entry) : EntryLinux(_handle, name, path, out entry);
    }

    /// <summary>
    /// Whether a user other than the folder's owner, root and this process's user may write the folder, so add, remove or
    /// rename its entries: its group or others have write permission, or a POSIX ACL grants it to another user or a group
    /// (sticky or not: a sticky folder still takes new entries). False where files have no such permissions (Windows).
    /// </summary>
    public bool OthersMayWrite()
    {
        if (OperatingSystem.IsWindows())
        {
            return false;
        }

        if (_handle is not null && AccessAclLinux(_handle) is byte[] acl
            && PosixAcl.GrantsWrite(acl, user => user == Status.Owner || user == 0 || user == CurrentUser.Id) is bool granted)
        {
            return granted;
        }

        return (Status.Mode & GroupOrOtherWrite) != 0;
    }

    public void Dispose() => _handle?.Dispose();
}

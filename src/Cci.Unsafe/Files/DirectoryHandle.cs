using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// An open directory through which entries are looked at, created, locked and removed by name, never by a
/// path that another user could redirect: no symbolic link is followed, no FIFO or device is opened, and only
/// entries of the current user are taken — the way rm -rf and systemd-tmpfiles work in a shared /tmp.
/// On Linux every call goes through the directory's handle (openat, statx, unlinkat: DirectoryHandle.Linux.cs);
/// elsewhere through paths with the BCL (DirectoryHandle.Portable.cs), where the temporary folder is the
/// user's own (Windows) or the same checks are made on the path.
/// </summary>
internal sealed partial class DirectoryHandle : IDisposable
{
    private readonly SafeFileHandle? _handle;

    private DirectoryHandle(string path, SafeFileHandle? handle)
    {
        DirectoryPath = path;
        _handle = handle;
    }

    /// <summary>The directory's path, for messages and for code that must name a file inside it.</summary>
    public string DirectoryPath { get; }

    /// <summary>Opens the directory at <paramref name="path"/> (symbolic links on the way followed: the path is the user's).</summary>
    /// <exception cref="IOException">It is missing, not a directory, or cannot be opened; the message says why.</exception>
    public static DirectoryHandle Open(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        return OperatingSystem.IsLinux() ? OpenLinux(path) : OpenPortable(path);
    }

    /// <summary>
    /// A directory named by <paramref name="path"/> but not opened or looked at: where a device's name has no folder of
    /// its own (Windows' NUL, \\.\PhysicalDrive0) and nothing is ever made beside it.
    /// </summary>
    internal static DirectoryHandle Unopened(string path) => new(path, handle: null);

    /// <summary>The open directory (Linux); null where entries are reached through <see cref="DirectoryPath"/>.</summary>
    internal SafeFileHandle? Handle => _handle;

    /// <summary>
    /// What the directory's file system promises (<see cref="FileSystemFacts"/>): whether a lock taken here is seen by
    /// every run that can reach the folder, which a network or FUSE mount does not promise.
    /// </summary>
    public FileSystemFacts FileSystem => _handle is null ? new FileSystemFacts("local", IsLocal: true) : FileSystemFacts.Of(_handle);

    /// <summary>The names in the directory (without "." and "..").</summary>
    public IReadOnlyList<string> Names() => _handle is null ? NamesPortable() : NamesLinux(_handle);

    /// <summary>The entry <paramref name="name"/>, a symbolic link described rather than followed; null when there is none.</summary>
    public EntryStatus? Status(string name)
    {
        CheckName(name);
        return _handle is null ? StatusPortable(name) : StatusLinux(_handle, name);
    }

    /// <summary>Opens the subdirectory <paramref name="name"/>; null unless it is a directory (not a link to one) of the current user.</summary>
    public DirectoryHandle? OpenOwnedDirectory(string name)
    {
        CheckName(name);
        return _handle is null ? OpenOwnedDirectoryPortable(name) : OpenOwnedDirectoryLinux(_handle, name);
    }

    /// <summary>
    /// Creates the subdirectory <paramref name="name"/> that only the current user may enter (0700), or opens it
    /// when it exists, and checks it: a directory, not a link, owned by the current user, closed to everyone else.
    /// </summary>
    /// <exception cref="IOException">It cannot be created, or what is there is not such a directory; the message says why.</exception>
    public DirectoryHandle CreatePrivateDirectory(string name)
    {
        CheckName(name);
        return _handle is null ? CreatePrivateDirectoryPortable(name) : CreatePrivateDirectoryLinux(_handle, name);
    }

    /// <summary>
    /// Opens <paramref name="name"/> and takes an exclusive lock on it without waiting. Returns the locked handle, or
    /// null when the entry is not a regular file of the current user (a link, a FIFO, a device, someone else's file:
    /// none of them is opened) or when a live process holds it (a shared or exclusive lock, or, on Windows, an open handle).
    /// </summary>
    public SafeFileHandle? TryLockOwnedFile(string name)
    {
        CheckName(name);
        return _handle is null ? TryLockOwnedFilePortable(name) : TryLockOwnedFileLinux(_handle, name);
    }

    /// <summary>
    /// Removes <paramref name="name"/> if it still names the open file <paramref name="locked"/> (the same device and inode:
    /// one locked by <see cref="TryLockOwnedFile"/>, or one this process made here), which is then closed.
    /// </summary>
    public bool RemoveIfSame(string name, SafeFileHandle locked)
    {
        CheckName(name);
        ArgumentNullException.ThrowIfNull(locked);
        return _handle is null ? RemoveLockedFilePortable(name, locked) : RemoveLockedFileLinux(_handle, name, locked);
    }

    /// <summary>Whether <paramref name="name"/> still names the open <paramref name="file"/> (same device and inode); true where that cannot be told (no handle).</summary>
    public bool StillNames(string name, SafeFileHandle file)
    {
        CheckName(name);
        ArgumentNullException.ThrowIfNull(file);
        return _handle is null || StillNamesLinux(_handle, name, file);
    }

    /// <summary>Renames <paramref name="from"/> to <paramref name="to"/> within this directory, replacing what <paramref name="to"/> names.</summary>
    /// <exception cref="IOException">The rename failed; the message gives the system's reason.</exception>
    public void Rename(string from, string to)
    {
        CheckName(from);
        CheckName(to);
        if (_handle is null)
        {
            File.Move(Path.Combine(DirectoryPath, from), Path.Combine(DirectoryPath, to), overwrite: true);
        }
        else
        {
            RenameLinux(_handle, from, to);
        }
    }

    /// <summary>Removes the file (or link) <paramref name="name"/>; false when it is not there or cannot be removed.</summary>
    public bool RemoveFile(string name)
    {
        CheckName(name);
        return _handle is null ? RemoveFilePortable(name) : RemoveFileLinux(_handle, name);
    }

    /// <summary>
    /// Removes the directory <paramref name="name"/> of the current user with everything in it, through directory
    /// handles: a link inside is removed, never followed, and a subdirectory of another user is left (with the
    /// directories above it). False when something could not be removed.
    /// </summary>
    public bool RemoveTree(string name)
    {
        CheckName(name);
        return _handle is null ? RemoveTreePortable(name) : RemoveTreeLinux(_handle, name);
    }

    /// <summary>Removes the directory at <paramref name="path"/> as <see cref="RemoveTree"/> does, through a handle to its parent.</summary>
    public static bool RemoveTreeAt(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        string full = Path.TrimEndingDirectorySeparator(Path.GetFullPath(path));
        string? parent = Path.GetDirectoryName(full);
        if (parent is null)
        {
            return false;
        }

        try
        {
            using DirectoryHandle directory = Open(parent);
            return directory.RemoveTree(Path.GetFileName(full));
        }
        catch (IOException)
        {
            return false;
        }
    }

    public void Dispose() => _handle?.Dispose();

    private static void CheckName(string name)
    {
        ArgumentException.ThrowIfNullOrEmpty(name);
        if (name is "." or ".." || name.Contains('/', StringComparison.Ordinal) || name.Contains('\0', StringComparison.Ordinal))
        {
            throw new ArgumentException($"'{name}' is not a name in a directory", nameof(name));
        }
    }
}

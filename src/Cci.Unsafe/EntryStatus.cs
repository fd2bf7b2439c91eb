namespace Cci.Unsafe;

/// <summary>
/// A directory entry as <see cref="DirectoryHandle.Status(string)"/> sees it, without following a symbolic link:
/// its kind, owner (null where the OS has none to tell), mode bits, identity (device and inode; zero where
/// unknown) and last modification.
/// </summary>
internal sealed record EntryStatus(FileKind Kind, uint? Owner, UnixFileMode Mode, ulong Device, ulong Inode, DateTimeOffset Modified);

namespace Cci.Unsafe;

/// <summary>
/// A directory entry as <see cref="DirectoryHandle.Status(string)"/> sees it, without following a symbolic link:
/// its kind, owner (null where the OS has none to tell), mode bits, identity (device and inode; zero where
/// unknown), last modification, group (null where unknown) and number of hard links (1 where unknown).
/// </summary>
internal sealed record EntryStatus(FileKind Kind, uint? Owner, UnixFileMode Mode, ulong Device, ulong Inode, DateTimeOffset Modified, uint? Group = null, long Links = 1)
{
    /// <summary>Whether <paramref name="other"/> is the same file (device and inode), where both are known.</summary>
    public bool IsSameFile(EntryStatus other) => other is not null && Inode != 0 && (Device, Inode) == (other.Device, other.Inode);
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// What the file system under an open file promises, asked once per file (fstatfs's magic number on Linux, in
/// FileSystemFacts.Linux.cs). A mapping, a lease, a lock and a link count are only as good as the file system's word:
/// on a network or FUSE mount another client writes, truncates, locks and links where this kernel cannot see it. So
/// cci maps an input, maps an output, removes a dead run's leftover by its lock, and believes st_nlink only where the
/// file system is <see cref="IsLocal"/>: one this kernel keeps the files of (ext4, xfs, btrfs, tmpfs, ...), named in a
/// list, so that a file system not in it is treated as shared.
/// </summary>
/// <param name="Name">The file system's name for messages ("ext4", "fuse", "nfs"), or its magic number in hex.</param>
/// <param name="IsLocal">
/// Whether this kernel holds the file, so that every writer goes through it: a read lease then holds back every
/// writer and truncater, a flock is seen by every locker, st_nlink counts every link, and fallocate's answer is the
/// disk's. False on network and FUSE file systems (NFS, SMB/CIFS, 9p, Ceph, sshfs, bindfs, ...) and on any not known.
/// </param>
internal readonly partial record struct FileSystemFacts(string Name, bool IsLocal)
{
    /// <summary>
    /// What the file system under <paramref name="file"/> (any open handle, O_PATH ones included) promises. Linux asks
    /// fstatfs; elsewhere every file counts as local, as before: Windows keeps a mapped file whole and allocates an
    /// output's space when its length is set, and macOS grants no lease, so inputs are never mapped there.
    /// </summary>
    public static FileSystemFacts Of(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        return OperatingSystem.IsLinux() ? OfLinux(file) : new FileSystemFacts("local", IsLocal: true);
    }
}

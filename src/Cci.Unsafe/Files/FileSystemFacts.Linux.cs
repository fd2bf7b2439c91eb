using System.Globalization;
using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal readonly partial record struct FileSystemFacts
{
    /// <summary>
    /// The f_type values (linux/magic.h) of file systems whose files this kernel holds: disk file systems, memory ones
    /// and the read-only images and stacks of them. Every other (FUSE 0x65735546, NFS 0x6969, SMB 0x517b, CIFS
    /// 0xff534d42, SMB2 0xfe534d42, 9p 0x01021997, Ceph 0x00c36400, Lustre, AFS, GFS2, OCFS2, and any new one) is shared.
    /// </summary>
    private static readonly Dictionary<long, string> LocalMagics = new()
    {
        [0xef53] = "ext2/ext3/ext4", // one magic for the three
        [0x58465342] = "xfs",
        [0x9123683e] = "btrfs",
        [0x01021994] = "tmpfs",
        [0x858458f6] = "ramfs",
        [0x794c7630] = "overlayfs",
        [0xf2f52010] = "f2fs",
        [0x2fc12fc1] = "zfs",
        [0xca451a4e] = "bcachefs",
        [0x3153464a] = "jfs",
        [0x52654973] = "reiserfs",
        [0x3434] = "nilfs2",
        [0x73717368] = "squashfs",
        [0xe0f5e1e2] = "erofs",
        [0x9660] = "iso9660",
        [0x15013346] = "udf",
        [0x4d44] = "vfat",
        [0x2011bab0] = "exfat",
        [0x7366746e] = "ntfs3",
        [0x5346544e] = "ntfs",
        [0x482b] = "hfsplus",
    };

    private static readonly Dictionary<long, string> SharedNames = new()
    {
        [0x65735546] = "fuse",
        [0x6969] = "nfs",
        [0x517b] = "smb",
        [0xff534d42] = "cifs",
        [0xfe534d42] = "smb2",
        [0x01021997] = "9p",
        [0x00c36400] = "ceph",
        [0x0bd00bd0] = "lustre",
        [0x5346414f] = "afs",
        [0x01161970] = "gfs2",
        [0x7461636f] = "ocfs2",
    };

    /// <summary>fstatfs's f_type for <paramref name="file"/>, or null when it cannot be had.</summary>
    internal static long? MagicLinux(SafeFileHandle file)
    {
        // struct statfs is 120 bytes on x86-64 and arm64; f_type, a long, comes first.
        Span<byte> statfs = stackalloc byte[256];
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            if (Interop.Libc.fstatfs((int)file.DangerousGetHandle(), ref MemoryMarshal.GetReference(statfs)) != 0)
            {
                return null;
            }
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }

        // f_type is signed; the magics above 0x7fffffff read as negative when the kernel sign-extends them.
        return MemoryMarshal.Read<long>(statfs) & 0xffffffffL;
    }

    private static FileSystemFacts OfLinux(SafeFileHandle file)
    {
        if (MagicLinux(file) is not long magic)
        {
            return new FileSystemFacts("unknown", IsLocal: false);
        }

        return LocalMagics.TryGetValue(magic, out string? local)
            ? new FileSystemFacts(local, IsLocal: true)
            : new FileSystemFacts(SharedNames.GetValueOrDefault(magic) ?? "0x" + magic.ToString("x", CultureInfo.InvariantCulture), IsLocal: false);
    }
}

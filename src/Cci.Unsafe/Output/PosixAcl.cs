using System.Buffers.Binary;

namespace Cci.Unsafe;

/// <summary>
/// The binary form of a POSIX ACL as Linux stores it in the system.posix_acl_* extended attributes
/// (linux/posix_acl_xattr.h): a 4-byte version (2), then 8-byte entries: tag (16 bits), permissions (16 bits), id (32 bits).
/// </summary>
internal static class PosixAcl
{
    private const int HeaderSize = 4;
    private const int EntrySize = 8;
    private const uint Version = 2;
    private const ushort UserObject = 0x01;
    private const ushort User = 0x02;
    private const ushort GroupObject = 0x04;
    private const ushort Group = 0x08;
    private const ushort Mask = 0x10;
    private const ushort Other = 0x20;
    private const int WritePermission = 2;

    /// <summary>
    /// Whether the access ACL <paramref name="acl"/> lets someone write whom <paramref name="trustedUser"/> does not name: a
    /// named user with write permission, the owning group or a named group with it (each within the mask, as the kernel
    /// applies it), or others. The owner's own entry is not asked about. Null when the ACL is not in a form known here.
    /// </summary>
    internal static bool? GrantsWrite(ReadOnlySpan<byte> acl, Func<uint, bool> trustedUser)
    {
        ArgumentNullException.ThrowIfNull(trustedUser);
        if (acl.Length < HeaderSize || (acl.Length - HeaderSize) % EntrySize != 0 || BinaryPrimitives.ReadUInt32LittleEndian(acl) != Version)
        {
            return null;
        }

        int mask = 7;
        for (int at = HeaderSize; at < acl.Length; at += EntrySize)
        {
            if (BinaryPrimitives.ReadUInt16LittleEndian(acl[at..]) == Mask)
            {
                mask = BinaryPrimitives.ReadUInt16LittleEndian(acl[(at + 2)..]);
            }
        }

        for (int at = HeaderSize; at < acl.Length; at += EntrySize)
        {
            ushort tag = BinaryPrimitives.ReadUInt16LittleEndian(acl[at..]);
            int permissions = BinaryPrimitives.ReadUInt16LittleEndian(acl[(at + 2)..]);
            uint id = BinaryPrimitives.ReadUInt32LittleEndian(acl[(at + 4)..]);
            bool writes = tag switch
            {
                User => !trustedUser(id) && (permissions & mask & WritePermission) != 0,
                GroupObject or Group => (permissions & mask & WritePermission) != 0,
                Other => (permissions & WritePermission) != 0,
                _ => false,
            };
            if (writes)
            {
                return true;
            }
        }

        return false;
    }

    /// <summary>
    /// The access ACL and mode a file created with <paramref name="createMode"/> (0666 for a plain output) gets in
    /// a directory with the default ACL <paramref name="defaultAcl"/> (the umask does not apply then): the default
    /// ACL with its owner, mask (or owning group, without a mask) and other entries ANDed with the create mode's
    /// (posix_acl_create_masq). Null when the default ACL is not in a form known here.
    /// </summary>
    internal static (byte[] Acl, UnixFileMode Mode)? Inherit(ReadOnlySpan<byte> defaultAcl, int createMode)
    {
        if (defaultAcl.Length < HeaderSize || (defaultAcl.Length - HeaderSize) % EntrySize != 0
            || BinaryPrimitives.ReadUInt32LittleEndian(defaultAcl) != Version)
        {
            return null;
        }

        byte[] acl = defaultAcl.ToArray();
        bool hasMask = false;
        for (int at = HeaderSize; at < acl.Length; at += EntrySize)
        {
            hasMask |= BinaryPrimitives.ReadUInt16LittleEndian(acl.AsSpan(at)) == Mask;
        }

        int user = -1, group = -1, other = -1;
        for (int at = HeaderSize; at < acl.Length; at += EntrySize)
        {
            ushort tag = BinaryPrimitives.ReadUInt16LittleEndian(acl.AsSpan(at));
            int shift = tag switch
            {
                UserObject => 6,
                Mask => 3,
                GroupObject when !hasMask => 3,
                Other => 0,
                _ => -1,
            };
            if (shift < 0)
            {
                continue;
            }

            int permissions = BinaryPrimitives.ReadUInt16LittleEndian(acl.AsSpan(at + 2)) & (createMode >> shift) & 7;
            BinaryPrimitives.WriteUInt16LittleEndian(acl.AsSpan(at + 2), (ushort)permissions);
            _ = shift switch
            {
                6 => user = permissions,
                3 => group = permissions,
                _ => other = permissions,
            };
        }

        return user < 0 || group < 0 || other < 0 ? null : (acl, (UnixFileMode)((user << 6) | (group << 3) | other));
    }
}

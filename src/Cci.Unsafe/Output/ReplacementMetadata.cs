using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// What a new file written to replace an output must carry so the replace widens no access: the replaced file's
/// owner, group, mode, ACL and extended attributes, or, where nothing is replaced, what a plain create
/// (<c>tr &lt; in &gt; out</c>) would give: mode 0666 less the umask, or the directory's default ACL. Read from the
/// <see cref="OutputEntry"/> (the held file itself, never a path again), and applied to the open temporary file in two
/// steps: <see cref="ApplyBeforeWrite"/> right after it is created (private, see <see cref="PrivateFile"/>) and before any
/// byte is written, gives only what widens nothing (the group, while the mode is still 0600; the attributes other than
/// the ACL); <see cref="ApplyAtCommit"/>, after the last byte and just before the rename, gives what does (the owner, the
/// ACL, the final mode). So no other user can open, truncate or lock the file while cci writes it. Nothing is done on
/// Windows (the folder's ACL is inherited). Elsewhere than Linux there are no extended attributes or ACLs to copy here
/// (macOS keeps owner, group and mode only).
/// </summary>
/// <remarks>
/// Extended attributes this process may not see are not copied: trusted.* names are listed to root only, so a
/// user other than root replacing a file with trusted.* attributes drops them (only root could have set them).
/// </remarks>
internal sealed class ReplacementMetadata
{
    private const UnixFileMode SetId = UnixFileMode.SetUser | UnixFileMode.SetGroup;
    private const UnixFileMode GroupBits = UnixFileMode.GroupRead | UnixFileMode.GroupWrite | UnixFileMode.GroupExecute;
    private const int PlainCreateMode = 0x1B6; // 0666

    private static readonly ReplacementMetadata Nothing = new(default, null, null, []);

    private readonly uint? _owner;
    private readonly uint? _group;
    private readonly List<KeyValuePair<string, byte[]>> _attributes;
    private UnixFileMode _mode;
    private bool _ownerAtCommit;

    private ReplacementMetadata(UnixFileMode mode, uint? owner, uint? group, List<KeyValuePair<string, byte[]>> attributes)
    {
        _mode = mode;
        _owner = owner;
        _group = group;
        _attributes = attributes;
    }

    /// <summary>What the file that <paramref name="entry"/> holds has, or what a new file there would get when there is none.</summary>
    /// <exception cref="IOException">Its extended attributes cannot be read.</exception>
    public static ReplacementMetadata Of(OutputEntry entry)
    {
        ArgumentNullException.ThrowIfNull(entry);
        if (OperatingSystem.IsWindows())
        {
            return Nothing;
        }

        if (entry.Existing is not { } old)
        {
            return ForNewFile(entry);
        }

        return new ReplacementMetadata(old.Mode, old.Owner, old.Group, entry.Attributes());
    }

    /// <summary>
    /// Right after the create, before any byte is written, what widens no access: the group (the file is still 0600), the
    /// extended attributes but the ACL; and what the final mode must lose where the owner or group cannot be kept.
    /// </summary>
    /// <exception cref="AttributeNotKeptException">An extended attribute cannot be given to the new file.</exception>
    public void ApplyBeforeWrite(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsWindows() || ReferenceEquals(this, Nothing))
        {
            return;
        }

        if (_group is not null)
        {
            FileOwner.TryChange(file, null, _group);
        }

        (uint? owner, uint? group) = OwnersOf(file);
        if (_owner is not null && owner != _owner)
        {
            if (Environment.IsPrivilegedProcess)
            {
                _ownerAtCommit = true;
            }
            else
            {
                // Only root may give a file away: the new file stays ours. Its set-ID bits would then run it as
                // us, not as the old owner: never carry them over.
                _mode &= ~SetId;
            }
        }

        if (_group is not null && group != _group)
        {
            // Not in the old group: the file's group is now another one, which must get no more than everyone else.
            _mode = (_mode & ~(GroupBits | UnixFileMode.SetGroup)) | (UnixFileMode)(((int)_mode & ((int)_mode << 3)) & (int)GroupBits);
        }

        CopyAttributes(file, acl: false);
    }

    /// <summary>
    /// After the last byte, before the rename: the old owner where root keeps it (chown drops security.capability: copied
    /// again), the ACL (a default ACL's entries for other users), then the exact final mode.
    /// </summary>
    /// <exception cref="AttributeNotKeptException">An extended attribute cannot be given to the new file.</exception>
    public void ApplyAtCommit(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsWindows() || ReferenceEquals(this, Nothing))
        {
            return;
        }

        if (_ownerAtCommit && !FileOwner.TryChange(file, _owner, null))
        {
            _mode &= ~SetId;
        }

        CopyAttributes(file, acl: true);

        // On a file with an ACL, chmod sets the owner, mask and other entries and keeps the named ones.
        File.SetUnixFileMode(file, _mode);
    }

    private static ReplacementMetadata ForNewFile(OutputEntry entry)
    {
        if (OperatingSystem.IsLinux() && entry.DefaultAcl() is byte[] defaultAcl
            && PosixAcl.Inherit(defaultAcl, PlainCreateMode) is var (acl, mode))
        {
            return new ReplacementMetadata(mode, null, null, [new(ExtendedAttributes.AccessAcl, acl)]);
        }

        return new ReplacementMetadata((UnixFileMode)(PlainCreateMode & ~CreationMask()), null, null, []);
    }

    /// <summary>The process's umask: from /proc/self/status on Linux (reading it changes nothing), else by setting and restoring it.</summary>
    private static int CreationMask()
    {
        if (OperatingSystem.IsLinux())
        {
            try
            {
                foreach (string line in File.ReadLines("/proc/self/status"))
                {
                    if (line.StartsWith("Umask:", StringComparison.Ordinal))
                    {
                        return Convert.ToInt32(line["Umask:".Length..].Trim(), 8);
                    }
                }
            }
            catch (IOException)
            {
                // No /proc: the round trip below.
            }
        }

        uint mask = Interop.Libc.umask(0x12); // 022, put back at once
        Interop.Libc.umask(mask);
        return (int)(mask & 0x1FF);
    }

    /// <summary>
    /// Gives the file each attribute it does not already have with that value (say security.selinux, set at create; an
    /// access ACL the directory's default ACL gave it differs, and is replaced); the access ACL only when <paramref name="acl"/>.
    /// </summary>
    private void CopyAttributes(SafeFileHandle file, bool acl)
    {
        foreach ((string name, byte[] value) in _attributes)
        {
            if (!acl && name == ExtendedAttributes.AccessAcl)
            {
                continue;
            }

            if (ExtendedAttributes.Of(file, name) is byte[] present && present.AsSpan().SequenceEqual(value))
            {
                continue;
            }

            int error = ExtendedAttributes.Set(file, name, value);
            if (error != 0)
            {
                throw new AttributeNotKeptException(name, Marshal.GetPInvokeErrorMessage(error), error);
            }
        }
    }

    /// <summary>The open file's owner and group; null where they cannot be read here.</summary>
    private static (uint? Owner, uint? Group) OwnersOf(SafeFileHandle file)
    {
        Span<byte> status = stackalloc byte[512];
        if (OperatingSystem.IsLinux())
        {
            // struct statx: stx_uid at 20, stx_gid at 24.
            return Interop.Libc.statxOfHandle(file, string.Empty, Interop.Libc.AtEmptyPathLinux, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(status)) == 0
                ? (MemoryMarshal.Read<uint>(status[20..]), MemoryMarshal.Read<uint>(status[24..]))
                : (null, null);
        }

        if (OperatingSystem.IsMacOS() && RuntimeInformation.ProcessArchitecture == Architecture.Arm64)
        {
            // Darwin's 64-bit-inode struct stat: st_uid at 16, st_gid at 20.
            bool added = false;
            try
            {
                file.DangerousAddRef(ref added);
                return Interop.Libc.fstat((int)file.DangerousGetHandle(), ref MemoryMarshal.GetReference(status)) == 0
                    ? (MemoryMarshal.Read<uint>(status[16..]), MemoryMarshal.Read<uint>(status[20..]))
                    : (null, null);
            }
            finally
            {
                if (added)
                {
                    file.DangerousRelease();
                }
            }
        }

        return (null, null);
    }
}

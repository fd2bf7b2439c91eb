using System.Globalization;
using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal sealed partial class DirectoryHandle
{
    private const int PrivateDirectoryMode = 0x1C0; // 0700

    private static int DirectoryFlags => Interop.Libc.ORdOnlyLinux | Interop.Libc.ODirectoryLinux | Interop.Libc.OCloExecLinux;

    private static DirectoryHandle OpenLinux(string path)
    {
        SafeFileHandle handle = Interop.Libc.openat(CurrentDirectory, path, DirectoryFlags, 0);
        if (handle.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            handle.Dispose();
            throw new IOException($"cannot open folder '{path}': {Marshal.GetPInvokeErrorMessage(error)}", error);
        }

        return new DirectoryHandle(path, handle);
    }

    /// <summary>AT_FDCWD as a handle that is never closed: openat with a relative path then means the working directory.</summary>
    private static SafeFileHandle CurrentDirectory { get; } = new(Interop.Libc.AtFdCwdLinux, ownsHandle: false);

    private IReadOnlyList<string> NamesLinux(SafeFileHandle handle)
    {
        // The directory's own handle, reached through /proc (the BCL enumerates a path); without /proc, the path.
        bool added = false;
        try
        {
            handle.DangerousAddRef(ref added);
            string viaHandle = HeldFilePath.Of(handle);
            string where = Directory.Exists(viaHandle) ? viaHandle : DirectoryPath;
            return [.. Directory.EnumerateFileSystemEntries(where).Select(Path.GetFileName).OfType<string>()];
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            return [];
        }
        finally
        {
            if (added)
            {
                handle.DangerousRelease();
            }
        }
    }

    private static EntryStatus? StatusLinux(SafeFileHandle directory, string name)
    {
        Span<byte> statx = stackalloc byte[256];
        return Interop.Libc.statxAt(directory, name, Interop.Libc.AtSymlinkNoFollowLinux, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(statx)) == 0
            ? Parse(statx)
            : null;
    }

    internal static EntryStatus? StatusOfHandle(SafeFileHandle file)
    {
        Span<byte> statx = stackalloc byte[256];
        return Interop.Libc.statxOfHandle(file, string.Empty, Interop.Libc.AtEmptyPathLinux, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(statx)) == 0
            ? Parse(statx)
            : null;
    }

    /// <summary>struct statx: stx_nlink at 16, stx_uid at 20, stx_gid at 24, stx_mode (16 bits) at 28, stx_ino at 32, stx_mtime.tv_sec at 112, stx_dev_major/minor at 136/140.</summary>
    private static EntryStatus Parse(ReadOnlySpan<byte> statx)
    {
        int mode = MemoryMarshal.Read<ushort>(statx[28..]);
        ulong device = ((ulong)MemoryMarshal.Read<uint>(statx[136..]) << 32) | MemoryMarshal.Read<uint>(statx[140..]);
        return new EntryStatus(
            FileKinds.KindOfMode(mode), MemoryMarshal.Read<uint>(statx[20..]), (UnixFileMode)(mode & 0xFFF), device, MemoryMarshal.Read<ulong>(statx[32..]),
            DateTimeOffset.FromUnixTimeSeconds(MemoryMarshal.Read<long>(statx[112..])), MemoryMarshal.Read<uint>(statx[24..]), MemoryMarshal.Read<uint>(statx[16..]));
    }

    private DirectoryHandle? OpenOwnedDirectoryLinux(SafeFileHandle directory, string name)
    {
        SafeFileHandle child = Interop.Libc.openat(directory, name, DirectoryFlags | Interop.Libc.ONoFollowLinux, 0);
        if (child.IsInvalid || StatusOfHandle(child) is not { Kind: FileKind.Directory } status || status.Owner != CurrentUser.Id)
        {
            child.Dispose();
            return null;
        }

        return new DirectoryHandle(Path.Combine(DirectoryPath, name), child);
    }

    private DirectoryHandle CreatePrivateDirectoryLinux(SafeFileHandle directory, string name)
    {
        string path = Path.Combine(DirectoryPath, name);
        if (Interop.Libc.mkdirat(directory, name, PrivateDirectoryMode) != 0 && Marshal.GetLastPInvokeError() != Interop.Libc.EExist)
        {
            int error = Marshal.GetLastPInvokeError();
            throw new IOException($"cannot create folder '{path}': {Marshal.GetPInvokeErrorMessage(error)}", error);
        }

        SafeFileHandle child = Interop.Libc.openat(directory, name, DirectoryFlags | Interop.Libc.ONoFollowLinux, 0);
        EntryStatus? status = child.IsInvalid ? StatusLinux(directory, name) : StatusOfHandle(child);
        string? wrong = status switch
        {
            null => "it cannot be opened",
            { Kind: not FileKind.Directory } => "it is not a folder",
            _ when status.Owner != CurrentUser.Id => string.Create(CultureInfo.InvariantCulture, $"it belongs to user {status.Owner}"),
            _ when ((int)status.Mode & 0x3F) != 0 => "others may enter it (mode " + Convert.ToString((int)status.Mode, 8) + ")",
            _ => null,
        };
        if (wrong is not null || child.IsInvalid)
        {
            child.Dispose();
            throw new IOException($"'{path}' is not a private folder of this user: {wrong ?? "it cannot be opened"}");
        }

        return new DirectoryHandle(path, child);
    }

    private static SafeFileHandle? TryLockOwnedFileLinux(SafeFileHandle directory, string name)
    {
        // Look before opening: only a regular file of ours is opened, so a FIFO (which would block) or a device
        // (whose open may act) never is. The open refuses a link, cannot block (O_NONBLOCK), and its handle is checked
        // to be the file looked at, in case the name was swapped in between.
        if (StatusLinux(directory, name) is not { Kind: FileKind.Regular } seen || seen.Owner != CurrentUser.Id)
        {
            return null;
        }

        int flags = Interop.Libc.ORdOnlyLinux | Interop.Libc.ONoFollowLinux | Interop.Libc.ONonBlockLinux | Interop.Libc.ONoCttyLinux | Interop.Libc.OCloExecLinux;
        SafeFileHandle file = Interop.Libc.openat(directory, name, flags, 0);
        if (file.IsInvalid || StatusOfHandle(file) is not { } opened || (opened.Device, opened.Inode) != (seen.Device, seen.Inode)
            || Interop.Libc.flock(file, Interop.Libc.LockEx | Interop.Libc.LockNb) != 0)
        {
            file.Dispose();
            return null;
        }

        return file;
    }

    private static bool RemoveLockedFileLinux(SafeFileHandle directory, string name, SafeFileHandle locked)
    {
        using (locked)
        {
            // Still the file we locked (not one planted under its name since): then remove the name.
            return StillNamesLinux(directory, name, locked) && Interop.Libc.unlinkat(directory, name, 0) == 0;
        }
    }

    private static bool StillNamesLinux(SafeFileHandle directory, string name, SafeFileHandle file) =>
        StatusOfHandle(file) is { } held && StatusLinux(directory, name) is { } now && now.IsSameFile(held);

    private void RenameLinux(SafeFileHandle directory, string from, string to)
    {
        if (Interop.Libc.renameat(directory, from, directory, to) != 0)
        {
            int error = Marshal.GetLastPInvokeError();
            throw new IOException($"cannot rename '{from}' to '{to}' in '{DirectoryPath}': {Marshal.GetPInvokeErrorMessage(error)}", error);
        }
    }

    private static bool RemoveFileLinux(SafeFileHandle directory, string name) => Interop.Libc.unlinkat(directory, name, 0) == 0;

    private bool RemoveTreeLinux(SafeFileHandle directory, string name)
    {
        using DirectoryHandle? child = OpenOwnedDirectoryLinux(directory, name);
        if (child is null)
        {
            return false;
        }

        bool all = true;
        foreach (string entry in child.Names())
        {
            all &= child.Status(entry) is { Kind: FileKind.Directory } ? child.RemoveTree(entry) : child.RemoveFile(entry);
        }

        return all && Interop.Libc.unlinkat(directory, name, Interop.Libc.AtRemoveDirLinux) == 0;
    }
}

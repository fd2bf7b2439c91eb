using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal sealed partial class HeldFolder
{
    private static int FolderFlags => Interop.Libc.OPathLinux | Interop.Libc.ODirectoryLinux | Interop.Libc.OCloExecLinux;

    /// <summary>AT_FDCWD as a handle that is never closed: openat with a path then means the path as given.</summary>
    private static SafeFileHandle CurrentDirectory { get; } = new(Interop.Libc.AtFdCwdLinux, ownsHandle: false);

    private static HeldFolder? OpenLinux(string path) => Held(path, Interop.Libc.openat(CurrentDirectory, path, FolderFlags, 0));

    private HeldFolder? ParentLinux(SafeFileHandle folder, string path)
    {
        HeldFolder? parent = Held(path, Interop.Libc.openat(folder, "..", FolderFlags, 0));
        if (parent is not null && parent.Status.IsSameFile(Status))
        {
            // The root is its own parent.
            parent.Dispose();
            return null;
        }

        return parent;
    }

    private static HeldFolder? EntryLinux(SafeFileHandle folder, string name, string path, out EntryStatus? entry)
    {
        // O_PATH|O_NOFOLLOW holds the entry itself, a link included, without opening it: a FIFO or a device is never opened.
        SafeFileHandle held = Interop.Libc.openat(folder, name, Interop.Libc.OPathLinux | Interop.Libc.ONoFollowLinux | Interop.Libc.OCloExecLinux, 0);
        if (held.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            held.Dispose();
            entry = null;
            return error == Interop.Libc.ENoEnt ? null : throw new IOException($"cannot look at '{path}': {Marshal.GetPInvokeErrorMessage(error)}", error);
        }

        entry = DirectoryHandle.StatusOfHandle(held);
        if (entry is null)
        {
            int error = Marshal.GetLastPInvokeError();
            held.Dispose();
            throw new IOException($"cannot look at '{path}': {Marshal.GetPInvokeErrorMessage(error)}", error);
        }

        if (entry.Kind != FileKind.Directory)
        {
            held.Dispose();
            return null;
        }

        return new HeldFolder(path, held, entry);
    }

    /// <summary>The folder's access ACL, read through /proc/self/fd/N (the held folder itself); null when it has none.</summary>
    private static byte[]? AccessAclLinux(SafeFileHandle folder) => ExtendedAttributes.OfHeld(folder, ExtendedAttributes.AccessAcl);

    private static HeldFolder? Held(string path, SafeFileHandle handle)
    {
        if (handle.IsInvalid || DirectoryHandle.StatusOfHandle(handle) is not { Kind: FileKind.Directory } status)
        {
            handle.Dispose();
            return null;
        }

        return new HeldFolder(path, handle, status);
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal sealed partial class OutputEntry
{
    private const int PlainCreateMode = 0x1B6; // 0666, less the umask

    private static OutputEntry ResolveLinux(string fullPath, bool replaceable)
    {
        (DirectoryHandle directory, string name) = OpenDirectoryOf(fullPath);
        try
        {
            EntryStatus? seen = directory.Status(name);
            if (seen is null)
            {
                return new OutputEntry(directory, name, null, null, throughLink: false);
            }

            if (seen.Kind != FileKind.SymbolicLink)
            {
                // The entry itself, never a link put there since: the same file as the one looked at, or refused.
                SafeFileHandle held = OpenPath(directory.Handle!, name, Interop.Libc.ONoFollowLinux, fullPath);
                EntryStatus status = Checked(held, seen, fullPath);
                return new OutputEntry(directory, name, status, held, throughLink: false);
            }

            // A link: the kernel follows it (with its protected_symlinks rule), and the handle names where it led.
            SafeFileHandle target = OpenPath(directory.Handle!, name, 0, fullPath);
            try
            {
                EntryStatus status = DirectoryHandle.StatusOfHandle(target) ?? throw Failed();
                if (status.Kind != FileKind.Regular || !replaceable)
                {
                    // Streamed into (a device, a FIFO): opened through this handle, never replaced.
                    return new OutputEntry(directory, name, status, target, throughLink: true);
                }

                // A file is replaced beside itself: in its own directory, found from the file the kernel reached and held
                // only once that directory is seen to hold this very file under that name.
                string where = HeldPath(target) ?? throw new IOException("cannot find the directory of the file its symbolic link leads to (/proc is not mounted)");
                (DirectoryHandle own, string ownName) = OpenDirectoryOf(where);
                if (own.Status(ownName) is not { } there || !there.IsSameFile(status))
                {
                    own.Dispose();
                    throw new IOException("it changed while it was being opened");
                }

                directory.Dispose();
                return new OutputEntry(own, ownName, status, target, throughLink: true);
            }
            catch
            {
                target.Dispose();
                throw;
            }
        }
        catch
        {
            directory.Dispose();
            throw;
        }
    }

    private static (DirectoryHandle Directory, string Name) OpenDirectoryOf(string fullPath)
    {
        string name = Path.GetFileName(fullPath);
        string directory = Path.GetDirectoryName(fullPath) ?? "/";
        if (name.Length == 0)
        {
            throw new IOException("it names no file");
        }

        try
        {
            return (DirectoryHandle.Open(directory), name);
        }
        catch (IOException ex) when (ex.HResult is Interop.Libc.ENoEnt or Interop.Libc.ENotDir or Interop.Libc.ENameTooLongLinux)
        {
            throw new DirectoryNotFoundException(ex.Message, ex);
        }
        catch (IOException ex) when (ex.HResult is Interop.Libc.EAcces or Interop.Libc.EPerm)
        {
            throw new UnauthorizedAccessException(ex.Message, ex);
        }
        catch (IOException ex) when (ex.HResult is > 0 and < 4096)
        {
            throw new IOException(SystemErrors.Words(ex.HResult), ex.HResult);
        }
    }

    /// <summary>An O_PATH handle of <paramref name="name"/>: it opens nothing (no FIFO waits, no device acts) and needs no permission on the file.</summary>
    private static SafeFileHandle OpenPath(SafeFileHandle directory, string name, int flags, string fullPath)
    {
        SafeFileHandle file = Interop.Libc.openat(directory, name, Interop.Libc.OPathLinux | Interop.Libc.OCloExecLinux | flags, 0);
        if (file.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            file.Dispose();
            throw error == Interop.Libc.ENoEnt && flags == 0 ? new IOException("it is a symbolic link to a missing file", error)
                : error is Interop.Libc.EAcces or Interop.Libc.EPerm ? new UnauthorizedAccessException(SystemErrors.Words(error))
                : new IOException(SystemErrors.Words(error), error);
        }

        return file;
    }

    private static EntryStatus Checked(SafeFileHandle held, EntryStatus seen, string fullPath)
    {
        if (DirectoryHandle.StatusOfHandle(held) is { } status && status.IsSameFile(seen))
        {
            return status;
        }

        held.Dispose();
        throw new IOException("it changed while it was being opened");
    }

    private static IOException Failed()
    {
        int error = Marshal.GetLastPInvokeError();
        return new IOException(SystemErrors.Words(error), error);
    }

    /// <summary>Where the held file is now, as the kernel tells it (its bytes, as <see cref="ByteNames"/> holds them); null without /proc.</summary>
    private static string? HeldPath(SafeFileHandle file)
    {
        string link = HeldFilePath.Of(file);
        for (int size = 4096; size <= 1 << 20; size *= 4)
        {
            byte[] buffer = new byte[size];
            nint length = Interop.Libc.readlink(link, ref buffer[0], (nuint)size);
            if (length < 0)
            {
                return null;
            }

            if (length < size)
            {
                string target = ByteNames.Decode(buffer.AsSpan(0, (int)length));
                return Path.IsPathFullyQualified(target) ? target : null;
            }
        }

        return null;
    }

    private static string? WhyNotWritableLinux(SafeFileHandle file) =>
        Interop.Libc.access(HeldFilePath.Of(file), Interop.Libc.WOk) == 0 ? null : SystemErrors.Words(Marshal.GetLastPInvokeError());

    private SafeFileHandle OpenExistingLinux(SafeFileHandle held, bool read, bool writeThrough, CancellationToken cancel)
    {
        int flags = (read ? Interop.Libc.ORdWrLinux : Interop.Libc.OWrOnlyLinux) | Interop.Libc.ONoCttyLinux | Interop.Libc.OCloExecLinux;
        if (writeThrough)
        {
            flags |= Interop.Libc.OSyncLinux;
        }

        bool fifo = Existing!.Kind == FileKind.Pipe;
        while (true)
        {
            // Reopened through /proc/self/fd/N: the held file itself, with the permission checks of an open. A FIFO is
            // opened without blocking, so a run waiting for its reader still hears Ctrl-C.
            SafeFileHandle file = Interop.Libc.open(HeldFilePath.Of(held), flags | (fifo ? Interop.Libc.ONonBlockLinux : 0), 0);
            if (!file.IsInvalid)
            {
                if (fifo)
                {
                    int now = Interop.Libc.fcntl((int)file.DangerousGetHandle(), Interop.Libc.FGetFl, 0);
                    Interop.Libc.fcntl((int)file.DangerousGetHandle(), Interop.Libc.FSetFl, now & ~Interop.Libc.ONonBlockLinux);
                }

                return file;
            }

            int error = Marshal.GetLastPInvokeError();
            file.Dispose();
            if (!(fifo && error == Interop.Libc.ENxioLinux))
            {
                throw error is Interop.Libc.EAcces or Interop.Libc.EPerm
                    ? new UnauthorizedAccessException(SystemErrors.Words(error))
                    : new IOException(SystemErrors.Words(error), error);
            }

            cancel.WaitHandle.WaitOne(TimeSpan.FromMilliseconds(20));
            cancel.ThrowIfCancellationRequested();
        }
    }

    private SafeFileHandle CreateNewLinux(SafeFileHandle directory, bool writeThrough)
    {
        int flags = Interop.Libc.ORdWrLinux | Interop.Libc.OCreatLinux | Interop.Libc.OExclLinux | Interop.Libc.ONoFollowLinux | Interop.Libc.OCloExecLinux;
        if (writeThrough)
        {
            flags |= Interop.Libc.OSyncLinux;
        }

        SafeFileHandle file = Interop.Libc.openat(directory, Name, flags, PlainCreateMode);
        if (file.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            file.Dispose();
            throw error is Interop.Libc.EAcces or Interop.Libc.EPerm
                ? new UnauthorizedAccessException(SystemErrors.Words(error))
                : new IOException(SystemErrors.Words(error), error);
        }

        return file;
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class PrivateFile
{
    private const UnixFileMode OwnerOnly = UnixFileMode.UserRead | UnixFileMode.UserWrite;

    /// <returns>Null when the name was taken, or removed by a leftover cleaner before it was locked: try another.</returns>
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")]
    private static SafeFileHandle? CreateUnix(DirectoryHandle directory, string name, string path, bool writeThrough)
    {
        SafeFileHandle? file = OperatingSystem.IsLinux() ? OpenLinux(directory, name, path, writeThrough) : OpenPortable(path, writeThrough);
        if (file is null)
        {
            return null;
        }

        try
        {
            // A cleaner may have seen the new name unlocked, taken its exclusive lock and removed it between
            // the open and the lock: then the handle holds a file with no name left. Take another name.
            if (Links(file) == 0)
            {
                file.Dispose();
                return null;
            }

            return file;
        }
        catch
        {
            file.Dispose();
            throw;
        }
    }

    private static SafeFileHandle? OpenLinux(DirectoryHandle directory, string name, string path, bool writeThrough)
    {
        int flags = Interop.Libc.ORdWrLinux | Interop.Libc.OCreatLinux | Interop.Libc.OExclLinux | Interop.Libc.ONoFollowLinux | Interop.Libc.OCloExecLinux;
        if (writeThrough)
        {
            flags |= Interop.Libc.OSyncLinux;
        }

        SafeFileHandle file = Interop.Libc.openat(directory.Handle!, name, flags, (int)OwnerOnly);
        if (file.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            file.Dispose();
            return error == Interop.Libc.EExist ? null : throw ErrorFor(error, path);
        }

        // Blocking: a cleaner holds its exclusive lock only while it checks and removes the name.
        while (Interop.Libc.flock(file, Interop.Libc.LockSh) != 0)
        {
            int error = Marshal.GetLastPInvokeError();
            if (error != Interop.Libc.EIntr)
            {
                file.Dispose();
                throw new IOException($"cannot lock '{path}': {Marshal.GetPInvokeErrorMessage(error)}", error);
            }
        }

        return file;
    }

    /// <summary>
    /// macOS and other Unix systems, whose open flags differ from Linux's and whose Apple arm64 ABI passes open's
    /// variadic mode on the stack: the runtime's own open, asked for mode 0600 (O_CREAT|O_EXCL, which follows no
    /// link, and O_CLOEXEC). The runtime takes the shared flock itself (LOCK_SH|LOCK_NB): a cleaner's lock held
    /// at that moment fails the open, and another name is tried.
    /// </summary>
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")]
    private static SafeFileHandle? OpenPortable(string path, bool writeThrough)
    {
        var options = new FileStreamOptions
        {
            Mode = FileMode.CreateNew,
            Access = FileAccess.ReadWrite,
            Share = FileShare.ReadWrite | FileShare.Delete,
            Options = writeThrough ? FileOptions.WriteThrough : FileOptions.None,
            BufferSize = 0,
            UnixCreateMode = OwnerOnly,
        };

        try
        {
            // The stream is dropped, not disposed: its handle lives on, owned by whoever takes it from here.
            var stream = new FileStream(path, options);
            GC.SuppressFinalize(stream);
            return stream.SafeFileHandle;
        }
        catch (IOException) when (File.Exists(path))
        {
            return null;
        }
    }

    /// <summary>The file's number of hard links (fstat), or 1 where it cannot be read here.</summary>
    private static long Links(SafeFileHandle file)
    {
        Span<byte> status = stackalloc byte[512];
        if (OperatingSystem.IsLinux())
        {
            // struct statx: stx_nlink (32 bits) at 16.
            return Interop.Libc.statxOfHandle(file, string.Empty, Interop.Libc.AtEmptyPathLinux, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(status)) == 0
                ? MemoryMarshal.Read<uint>(status[16..])
                : throw new IOException($"fstat failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
        }

        if (OperatingSystem.IsMacOS() && RuntimeInformation.ProcessArchitecture == Architecture.Arm64)
        {
            // Darwin's 64-bit-inode struct stat: st_nlink (16 bits) at 6.
            bool added = false;
            try
            {
                file.DangerousAddRef(ref added);
                return Interop.Libc.fstat((int)file.DangerousGetHandle(), ref MemoryMarshal.GetReference(status)) == 0
                    ? MemoryMarshal.Read<ushort>(status[6..])
                    : 1;
            }
            finally
            {
                if (added)
                {
                    file.DangerousRelease();
                }
            }
        }

        return 1;
    }

    /// <summary>The exception the runtime's own open would throw for <paramref name="error"/>.</summary>
    private static Exception ErrorFor(int error, string path) => error switch
    {
        Interop.Libc.EAcces or Interop.Libc.EPerm => new UnauthorizedAccessException($"Access to the path '{path}' is denied."),
        Interop.Libc.ENoEnt or Interop.Libc.ENotDir => new DirectoryNotFoundException($"Could not find a part of the path '{path}'."),
        _ => new IOException($"{Marshal.GetPInvokeErrorMessage(error)} : '{path}'", error),
    };
}

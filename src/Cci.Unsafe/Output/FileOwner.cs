using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>Owner, group and write permission of files, where the OS has them (POSIX).</summary>
internal static class FileOwner
{
    /// <summary>
    /// Gives the open file <paramref name="owner"/> and <paramref name="group"/> (fchown). False where that
    /// is not permitted (only root may give a file away) or there are no owners (Windows).
    /// </summary>
    public static bool TryChange(SafeFileHandle file, uint? owner, uint? group)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (OperatingSystem.IsWindows())
        {
            return false;
        }

        return Interop.Libc.fchown(file, owner ?? Interop.Libc.KeepId, group ?? Interop.Libc.KeepId) == 0;
    }

    /// <summary>
    /// Null when this process may write the existing file at <paramref name="path"/>, else the OS's reason, lower case
    /// first: "permission denied", "read-only file system", "operation not permitted" (immutable), "text file busy".
    /// </summary>
    public static string? WhyNotWritable(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        if (OperatingSystem.IsWindows())
        {
            return CanWrite(path) ? null : "permission denied";
        }

        return Interop.Libc.access(path, Interop.Libc.WOk) == 0 ? null : SystemErrors.Words(System.Runtime.InteropServices.Marshal.GetLastPInvokeError());
    }

    /// <summary>Whether this process may write the existing file at <paramref name="path"/> (access W_OK; the read-only attribute on Windows).</summary>
    public static bool CanWrite(string path)
    {
        ArgumentNullException.ThrowIfNull(path);
        if (OperatingSystem.IsWindows())
        {
            return !File.GetAttributes(path).HasFlag(FileAttributes.ReadOnly);
        }

        return Interop.Libc.access(path, Interop.Libc.WOk) == 0;
    }
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// Whether a file lies on a pseudo file system whose files are made up when read, so their size says nothing about
/// their content: sysfs reports 4096 bytes for a 23-byte file, procfs 0 for /proc/cpuinfo, and both refuse mmap.
/// Such a file is read to its end as a stream. Decided by the file system's magic number (fstatfs f_type) on the open
/// handle, in PseudoFileSystem.Linux.cs; elsewhere no file counts as one.
/// </summary>
internal static partial class PseudoFileSystem
{
    /// <summary>Whether <paramref name="file"/> is on a pseudo file system (procfs, sysfs, debugfs, tracefs, securityfs, configfs, cgroup, …).</summary>
    public static bool Holds(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        return OperatingSystem.IsLinux() && HoldsLinux(file);
    }

    /// <summary>
    /// Whether <paramref name="file"/>'s <paramref name="length"/> is its content's: false for a file on a pseudo file system
    /// (<see cref="Holds"/>), and for one that says it is empty yet gives a byte when read (a pread, so the file position
    /// stays at 0). Such a file is read to its end as a stream.
    /// </summary>
    public static bool SizeIsContent(SafeFileHandle file, long length) => !Holds(file) && (length > 0 || !HasBytes(file));

    private static bool HasBytes(SafeFileHandle handle)
    {
        Span<byte> probe = stackalloc byte[1];
        try
        {
            return RandomAccess.Read(handle, probe, 0) > 0;
        }
        catch (IOException)
        {
            return true;
        }
    }
}

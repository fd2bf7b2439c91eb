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
}

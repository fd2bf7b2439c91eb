namespace Cci.Unsafe;

/// <summary>
/// What the OS says of the machine's memory. Linux's MemAvailable (/proc/meminfo) is read in SystemMemory.Linux.cs;
/// elsewhere the OS is not asked, and the answer is null.
/// </summary>
internal static partial class SystemMemory
{
    /// <summary>
    /// The bytes that could be taken now without swapping: free memory plus the page cache that could be reclaimed
    /// (Linux's MemAvailable). Null where the OS does not say, or its answer cannot be read.
    /// </summary>
    public static long? Available() => OperatingSystem.IsLinux() ? AvailableLinux() : null;
}

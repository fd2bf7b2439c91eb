namespace Cci.Unsafe;

/// <summary>
/// The resource limits cci sizes itself to (the soft limits, which a process meets first: <c>ulimit -n</c>, <c>ulimit -f</c>).
/// The call (getrlimit) is in ResourceLimits.Unix.cs; Windows has no such limits and every answer there is null.
/// </summary>
internal static partial class ResourceLimits
{
    /// <summary>How many file descriptors the process may have open at once (RLIMIT_NOFILE), or null when unlimited or unknown.</summary>
    public static long? OpenFiles => OperatingSystem.IsWindows() ? null : SoftLimitUnix(Interop.Libc.RlimitNofile);

    /// <summary>The largest file, in bytes, the process may write (RLIMIT_FSIZE; beyond it the kernel sends SIGXFSZ), or null when unlimited or unknown.</summary>
    public static long? FileSize => OperatingSystem.IsWindows() ? null : SoftLimitUnix(Interop.Libc.RlimitFsize);
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class ResourceLimits
{
    private static long? SoftLimitUnix(int resource)
    {
        Span<ulong> limits = stackalloc ulong[2];
        if (Interop.Libc.getrlimit(resource, ref MemoryMarshal.GetReference(limits)) != 0)
        {
            return null;
        }

        // RLIM_INFINITY is all ones on Linux and 2^63 - 1 on macOS.
        return limits[0] >= long.MaxValue ? null : (long)limits[0];
    }
}

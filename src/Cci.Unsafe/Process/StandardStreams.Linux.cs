using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class StandardStreams
{
    private const string NullDevice = "/dev/null";

    // struct statx (one layout on every architecture): stx_ino at 32, stx_dev_major and stx_dev_minor at 136 and 140.
    private const int StatxInode = 32;
    private const int StatxDevice = 136;

    /// <summary>
    /// Whether descriptor 1 and /dev/null are the same file (same device and inode), as GNU cmp tells; false when it cannot
    /// tell. Two statx calls: /dev/null is looked at, not opened.
    /// </summary>
    private static bool OutputIsNullDeviceLinux()
    {
        Span<byte> output = stackalloc byte[256];
        Span<byte> device = stackalloc byte[256];
        return Interop.Libc.statx(OutputDescriptor, string.Empty, Interop.Libc.AtEmptyPathLinux, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(output)) == 0
            && Interop.Libc.statx(Interop.Libc.AtFdCwdLinux, NullDevice, 0, Interop.Libc.StatxBasicStatsLinux, ref MemoryMarshal.GetReference(device)) == 0
            && output.Slice(StatxInode, 8).SequenceEqual(device.Slice(StatxInode, 8))
            && output.Slice(StatxDevice, 8).SequenceEqual(device.Slice(StatxDevice, 8));
    }
}

using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

// Making a ring on Linux: io_uring_setup, the features it must have, why it was refused, and the rings mapped.
internal sealed unsafe partial class IoRing
{
    private const long OffSqRing = 0;
    private const long OffSqes = 0x10000000;
    private const int MapPopulate = 0x8000;
    /// <summary>IORING_FEAT_SINGLE_MMAP (5.4): both rings in one mapping.</summary>
    private const uint FeatSingleMmap = 1 << 0;

    /// <summary>IORING_FEAT_NODROP (5.5): no completion is ever dropped.</summary>
    private const uint FeatNoDrop = 1 << 1;

    /// <summary>IORING_FEAT_RW_CUR_POS (5.6): the kernel that brought IORING_OP_READ and IORING_OP_WRITE.</summary>
    private const uint FeatRwCurPos = 1 << 3;

    private const uint FeaturesNeeded = FeatSingleMmap | FeatNoDrop | FeatRwCurPos;

    private const string DisabledSysctl = "/proc/sys/kernel/io_uring_disabled";

    /// <summary>IORING_SETUP_SINGLE_ISSUER (Linux 6.0) | IORING_SETUP_DEFER_TASKRUN (Linux 6.1).</summary>
    private const uint OneThreadFlags = (1u << 12) | (1u << 13);

    private static IoRing CreateLinux(int entries, bool oneThread)
    {
        var p = new IoUringParams { Flags = oneThread ? OneThreadFlags : 0 };
        SafeFileHandle ring = Interop.Libc.io_uring_setup(Interop.Libc.SysIoUringSetupLinux, (uint)entries, ref p);
        if (ring.IsInvalid && oneThread && Marshal.GetLastPInvokeError() == Interop.Libc.EInval)
        {
            // A kernel before 6.1 knows no such flags: a plain ring does the same work.
            ring.Dispose();
            p = default;
            ring = Interop.Libc.io_uring_setup(Interop.Libc.SysIoUringSetupLinux, (uint)entries, ref p);
        }

        if (ring.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            ring.Dispose();
            throw new IOException($"cannot make an io_uring: {RefusalWords(error)}", error);
        }

        try
        {
            if ((p.Features & FeaturesNeeded) != FeaturesNeeded)
            {
                throw new IOException(OldKernel);
            }

            return new IoRing(ring, p, oneThread);
        }
        catch
        {
            ring.Dispose();
            throw;
        }
    }

    private static string OldKernel => "this kernel's io_uring lacks IORING_OP_READ and IORING_OP_WRITE (Linux 5.6 or later is needed)";

    private static string? UnavailableReasonLinux()
    {
        var p = default(IoUringParams);
        using SafeFileHandle ring = Interop.Libc.io_uring_setup(Interop.Libc.SysIoUringSetupLinux, 1, ref p);
        if (ring.IsInvalid)
        {
            return RefusalWords(Marshal.GetLastPInvokeError());
        }

        return (p.Features & FeaturesNeeded) != FeaturesNeeded ? OldKernel : null;
    }

    /// <summary>Why io_uring_setup failed with <paramref name="error"/>, naming the sysctl when it is what refused.</summary>
    private static string RefusalWords(int error)
    {
        if (error == Interop.Libc.ENoSys)
        {
            return "this kernel has no io_uring (io_uring_setup: " + SystemErrors.Words(error) + ")";
        }

        if (error == Interop.Libc.EPerm)
        {
            string? disabled = null;
            try
            {
                disabled = File.ReadAllText(DisabledSysctl).Trim();
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // An older kernel without the sysctl, or /proc not mounted: a seccomp filter is the likelier cause.
            }

            return disabled switch
            {
                "2" => "io_uring is disabled on this machine (kernel.io_uring_disabled=2)",
                "1" => "io_uring is limited to root and the group in kernel.io_uring_group (kernel.io_uring_disabled=1), which this process is not in",
                _ => "io_uring_setup: " + SystemErrors.Words(error) + " (a seccomp filter or a container's policy refuses io_uring)",
            };
        }

        return "io_uring_setup: " + SystemErrors.Words(error);
    }

    private static nint Map(int fd, nuint length, long offset)
    {
        nint address = Interop.Libc.mmap(0, length, Interop.Libc.ProtRead | Interop.Libc.ProtWrite, Interop.Libc.MapShared | MapPopulate, fd, offset);
        if (address == Interop.Libc.MapFailed)
        {
            int error = Marshal.GetLastPInvokeError();
            throw new IOException($"cannot map an io_uring: {SystemErrors.Words(error)}", error);
        }

        return address;
    }

    private IoRing(SafeFileHandle ring, in IoUringParams p, bool oneThread)
    {
        _ring = ring;
        _thread = oneThread ? Environment.CurrentManagedThreadId : 0;
        Capacity = (int)p.SqEntries;
        _ringsLength = Math.Max(p.SqArray + (p.SqEntries * sizeof(uint)), p.Cqes + (p.CqEntries * (nuint)CqeSize));
        _sqesLength = p.SqEntries * (nuint)SqeSize;
        bool added = false;
        ring.DangerousAddRef(ref added);
        try
        {
            int fd = (int)ring.DangerousGetHandle();
            _rings = Map(fd, _ringsLength, OffSqRing);
            _sqes = Map(fd, _sqesLength, OffSqes);
        }
        catch
        {
            if (_rings != 0)
            {
                _ = Interop.Libc.munmap(_rings, _ringsLength);
            }

            throw;
        }
        finally
        {
            if (added)
            {
                ring.DangerousRelease();
            }
        }

        byte* rings = (byte*)_rings;
        _sqHead = (uint*)(rings + p.SqHead);
        _sqTail = (uint*)(rings + p.SqTail);
        _sqMask = *(uint*)(rings + p.SqRingMask);
        _sqArray = (uint*)(rings + p.SqArray);
        _cqHead = (uint*)(rings + p.CqHead);
        _cqTail = (uint*)(rings + p.CqTail);
        _cqMask = *(uint*)(rings + p.CqRingMask);
        _cqes = rings + p.Cqes;
        _slots = new (ulong, SafeHandle?)[Capacity];
        for (int i = Capacity - 1; i >= 0; i--)
        {
            _freeSlots.Push(i);
        }
    }
}

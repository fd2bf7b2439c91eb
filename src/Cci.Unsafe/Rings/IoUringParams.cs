using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// struct io_uring_params (linux/io_uring.h, 120 bytes, one layout on every architecture): what io_uring_setup is asked
/// for and answers with, the rings' sizes and where their fields lie in the mapped memory.
/// </summary>
[StructLayout(LayoutKind.Sequential)]
internal struct IoUringParams
{
    public uint SqEntries;
    public uint CqEntries;
    public uint Flags;
    public uint SqThreadCpu;
    public uint SqThreadIdle;
    public uint Features;
    public uint WqFd;
    public uint Reserved0;
    public uint Reserved1;
    public uint Reserved2;

    // struct io_sqring_offsets
    public uint SqHead;
    public uint SqTail;
    public uint SqRingMask;
    public uint SqRingEntries;
    public uint SqFlags;
    public uint SqDropped;
    public uint SqArray;
    public uint SqReserved;
    public ulong SqUserAddress;

    // struct io_cqring_offsets
    public uint CqHead;
    public uint CqTail;
    public uint CqRingMask;
    public uint CqRingEntries;
    public uint CqOverflow;
    public uint Cqes;
    public uint CqFlags;
    public uint CqReserved;
    public ulong CqUserAddress;
}

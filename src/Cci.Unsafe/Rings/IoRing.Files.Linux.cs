namespace Cci.Unsafe;

/// <summary>
/// The requests that let a ring read whole files by name (<see cref="SmallFileRing"/>): stat a path, open it, read a
/// descriptor from its start, close it (IORING_OP_STATX, OPENAT, READ and CLOSE, all of Linux 5.6, the kernel
/// <see cref="IoRing.Create"/> already asks for). Paths are NUL-ended UTF-8 and every address is native memory the caller
/// keeps until the request's completion is reaped.
/// </summary>
internal sealed unsafe partial class IoRing
{
    /// <summary>
    /// Queues statx(folder, path, 0, STATX_TYPE | STATX_SIZE) into the 256 bytes at <paramref name="statx"/>: links followed, as
    /// open follows them; <paramref name="folder"/> is a directory descriptor a relative path starts from, or AT_FDCWD.
    /// </summary>
    public void QueueStatx(int folder, byte* path, byte* statx, ulong tag)
    {
        Entry entry = default;
        entry.Opcode = OpStatx;
        entry.Descriptor = folder;
        entry.Address = (ulong)path;
        entry.Offset = (ulong)statx;
        entry.Length = StatxTypeAndSize;
        Push(entry, TakeSlot(tag, null));
    }

    /// <summary>
    /// Queues openat(folder, path, O_RDONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK): the flags <see cref="WholeFile.Open"/>
    /// opens with, so a name resolves the same way (links followed), and O_NONBLOCK because the name was a regular file
    /// only when it was stated: one swapped for a FIFO since then must not hold the ring's worker in a blocking open
    /// (O_NONBLOCK does not change how a regular file is read; a FIFO so opened reads short, and is left to the caller).
    /// Its completion's result is the new descriptor, which the caller closes. <paramref name="folder"/> is as for <see cref="QueueStatx"/>.
    /// </summary>
    public void QueueOpen(int folder, byte* path, ulong tag)
    {
        Entry entry = default;
        entry.Opcode = OpOpenAt;
        entry.Descriptor = folder;
        entry.Address = (ulong)path;
        entry.OpFlags = Interop.Libc.ORdOnlyNoCttyCloExecLinux | Interop.Libc.ONonBlockLinux;
        Push(entry, TakeSlot(tag, null));
    }

    /// <summary>
    /// Queues a read of up to <paramref name="length"/> bytes from the start of <paramref name="descriptor"/> into
    /// <paramref name="target"/>, and its close once the read ends however it ends: two completions, tagged
    /// <paramref name="readTag"/> and <paramref name="closeTag"/>. Needs two free places in the ring.
    /// </summary>
    public void QueueReadThenClose(int descriptor, byte* target, int length, ulong readTag, ulong closeTag)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        if (Capacity - InFlight < 2)
        {
            throw new InvalidOperationException($"the ring already holds {InFlight} of {Capacity} requests: a read and its close need two places");
        }

        Entry read = default;
        read.Opcode = OpRead;
        read.Flags = LinkHard;
        read.Descriptor = descriptor;
        read.Address = (ulong)target;
        read.Length = (uint)length;
        Push(read, TakeSlot(readTag, null));
        QueueClose(descriptor, closeTag);
    }

    /// <summary>Queues close(<paramref name="descriptor"/>).</summary>
    public void QueueClose(int descriptor, ulong tag)
    {
        Entry entry = default;
        entry.Opcode = OpClose;
        entry.Descriptor = descriptor;
        Push(entry, TakeSlot(tag, null));
    }

    /// <summary>Submits what is queued and waits until every request in flight has completed, in as few system calls as the kernel allows; <see cref="Next"/> then takes them without waiting.</summary>
    public void AwaitAll()
    {
        while (true)
        {
            uint ready = Volatile.Read(ref *_cqTail) - *_cqHead;
            if (_queued == 0 && ready >= InFlight)
            {
                return;
            }

            Enter((uint)InFlight);
        }
    }

    /// <summary>STATX_TYPE | STATX_SIZE.</summary>
    private const uint StatxTypeAndSize = 0x1 | 0x200;
}

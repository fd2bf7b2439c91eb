using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal sealed unsafe partial class IoRing
{
    private const int SqeSize = 64;
    private const int CqeSize = 16;
    private const byte OpOpenAt = 18;
    private const byte OpClose = 19;
    private const byte OpStatx = 21;
    private const byte OpRead = 22;
    private const byte OpWrite = 23;

    /// <summary>IOSQE_IO_HARDLINK (5.5): the next entry starts when this one ends, however it ended (a short read included).</summary>
    private const byte LinkHard = 1 << 3;

    private readonly SafeFileHandle _ring;
    private readonly nint _rings;
    private readonly nuint _ringsLength;
    private readonly nint _sqes;
    private readonly nuint _sqesLength;
    private readonly uint* _sqHead;
    private readonly uint* _sqTail;
    private readonly uint _sqMask;
    private readonly uint* _sqArray;
    private readonly uint* _cqHead;
    private readonly uint* _cqTail;
    private readonly uint _cqMask;
    private readonly byte* _cqes;

    /// <summary>Per request slot (its index is the entry's user_data): the caller's tag and the file held until it completes.</summary>
    private readonly (ulong Tag, SafeHandle? File)[] _slots;
    private readonly Stack<int> _freeSlots = new();
    private uint _queued;
    private bool _disposed;

    /// <summary>The managed thread a one-thread ring belongs to (see <see cref="Create"/>), or 0 for a ring any thread may use.</summary>
    private readonly int _thread;

    /// <summary>How many requests may be in flight at once (the submission queue's size: the entries asked for, rounded up to a power of two).</summary>
    public int Capacity { get; }

    /// <summary>Requests queued or in flight whose completions have not been reaped.</summary>
    public int InFlight => Capacity - _freeSlots.Count;

    /// <summary>Queues a read of <paramref name="length"/> bytes at <paramref name="offset"/> of <paramref name="file"/> into <paramref name="buffer"/> from <paramref name="at"/>.</summary>
    public void QueueRead(SafeFileHandle file, AlignedBuffer buffer, int at, int length, long offset, ulong tag) =>
        Queue(OpRead, file, buffer, at, length, offset, tag);

    /// <summary>Queues a write of <paramref name="length"/> bytes of <paramref name="buffer"/> from <paramref name="at"/> to <paramref name="offset"/> of <paramref name="file"/>.</summary>
    public void QueueWrite(SafeFileHandle file, AlignedBuffer buffer, int at, int length, long offset, ulong tag) =>
        Queue(OpWrite, file, buffer, at, length, offset, tag);

    /// <summary>
    /// Throws where a one-thread ring is used by a thread other than the one that made it. The kernel would refuse that
    /// thread's io_uring_enter with EEXIST, or not, as its version decides; this says so the same way on every kernel.
    /// </summary>
    /// <exception cref="InvalidOperationException">This is not the ring's thread.</exception>
    public void ThrowIfNotItsThread()
    {
        if (_thread != 0 && _thread != Environment.CurrentManagedThreadId)
        {
            throw new InvalidOperationException("a one-thread io_uring is used only by the thread that made it");
        }
    }

    /// <summary>Hands the kernel every queued request without waiting for any.</summary>
    public void Submit() => Enter(0);

    /// <summary>The next completion, submitting what is queued and waiting for one when none is in yet.</summary>
    /// <exception cref="InvalidOperationException">Nothing is in flight.</exception>
    public IoCompletion Next()
    {
        if (InFlight == 0)
        {
            throw new InvalidOperationException("no request in flight to wait for");
        }

        IoCompletion? done;
        while ((done = TryReap()) is null)
        {
            Enter(1);
        }

        return done.Value;
    }

    public void Dispose()
    {
        if (_disposed)
        {
            return;
        }

        _disposed = true;
        // The kernel cancels what a closed ring still holds only later, asynchronously: wait for it here instead, so
        // that no buffer is written into after its owner frees it. What was queued but never submitted is withdrawn
        // first, never submitted now: its buffer may already be freed (a caller disposes its buffers before the ring).
        try
        {
            Withdraw();
            while (InFlight > 0)
            {
                _ = Next();
            }
        }
        finally
        {
            _ = Interop.Libc.munmap(_sqes, _sqesLength);
            _ = Interop.Libc.munmap(_rings, _ringsLength);
            _ring.Dispose();
        }
    }

    /// <summary>
    /// Takes back the entries queued since the last submit, which the kernel has not read (without SQPOLL it reads the
    /// submission queue only in io_uring_enter): the tail moves back over them, and their slots and files are released.
    /// </summary>
    private void Withdraw()
    {
        uint tail = *_sqTail;
        for (uint i = 0; i < _queued; i++)
        {
            byte* sqe = (byte*)_sqes + (((tail - 1 - i) & _sqMask) * SqeSize);
            int slot = (int)*(ulong*)(sqe + 32);
            (_, SafeHandle? file) = _slots[slot];
            _slots[slot] = default;
            _freeSlots.Push(slot);
            file?.DangerousRelease();
        }

        Volatile.Write(ref *_sqTail, tail - _queued);
        _queued = 0;
    }

    private void Queue(byte opcode, SafeFileHandle file, AlignedBuffer buffer, int at, int length, long offset, ulong tag)
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        ArgumentOutOfRangeException.ThrowIfNegative(at);
        ArgumentOutOfRangeException.ThrowIfNegative(length);
        ArgumentOutOfRangeException.ThrowIfGreaterThan((long)at + length, buffer.Length, nameof(length));
        ArgumentOutOfRangeException.ThrowIfNegative(offset);
        byte* target;
        fixed (byte* start = buffer.Span)
        {
            // Native memory, never moved: the address stays good after the fixed block.
            target = start + at;
        }

        int slot = TakeSlot(tag, file);
        Entry entry = default;
        entry.Opcode = opcode;
        entry.Descriptor = (int)file.DangerousGetHandle();
        entry.Offset = (ulong)offset;
        entry.Address = (ulong)target;
        entry.Length = (uint)length;
        Push(entry, slot);
    }

    /// <summary>A free slot for a request tagged <paramref name="tag"/>, holding <paramref name="file"/> (if any) until it completes.</summary>
    private int TakeSlot(ulong tag, SafeHandle? file)
    {
        ObjectDisposedException.ThrowIf(_disposed, this);
        if (_freeSlots.Count == 0)
        {
            throw new InvalidOperationException($"the ring already holds {Capacity} requests: reap one first");
        }

        bool added = false;
        file?.DangerousAddRef(ref added);
        int slot = _freeSlots.Pop();
        _slots[slot] = (tag, file);
        return slot;
    }

    /// <summary>Writes <paramref name="entry"/> into the submission queue's next place, as the request of <paramref name="slot"/>.</summary>
    private void Push(in Entry entry, int slot)
    {
        // Only this thread writes the tail; the kernel moves the head, read with acquire.
        uint tail = *_sqTail;
        uint head = Volatile.Read(ref *_sqHead);
        if (tail - head > _sqMask)
        {
            // Cannot happen: there are as many slots as entries and a slot is taken per entry.
            throw new InvalidOperationException("the submission queue is full");
        }

        uint index = tail & _sqMask;
        byte* sqe = (byte*)_sqes + (index * SqeSize);
        new Span<byte>(sqe, SqeSize).Clear();
        sqe[0] = entry.Opcode;
        sqe[1] = entry.Flags;
        *(int*)(sqe + 4) = entry.Descriptor;
        *(ulong*)(sqe + 8) = entry.Offset;
        *(ulong*)(sqe + 16) = entry.Address;
        *(uint*)(sqe + 24) = entry.Length;
        *(uint*)(sqe + 28) = entry.OpFlags;
        *(ulong*)(sqe + 32) = (ulong)slot;
        _sqArray[index] = index;
        // Release: the entry is written before the kernel can see the tail move past it.
        Volatile.Write(ref *_sqTail, tail + 1);
        _queued++;
    }

    /// <summary>One completion if the kernel has posted one, else null.</summary>
    private IoCompletion? TryReap()
    {
        uint head = *_cqHead;
        // Acquire: the entry is read only after the tail that covers it.
        if (head == Volatile.Read(ref *_cqTail))
        {
            return null;
        }

        byte* cqe = _cqes + ((head & _cqMask) * CqeSize);
        int slot = (int)*(ulong*)cqe;
        int result = *(int*)(cqe + 8);
        // Release: the entry is read before the kernel may reuse its place.
        Volatile.Write(ref *_cqHead, head + 1);
        (ulong tag, SafeHandle? file) = _slots[slot];
        _slots[slot] = default;
        _freeSlots.Push(slot);
        file?.DangerousRelease();
        return new IoCompletion(tag, result);
    }

    /// <summary>Submits what is queued and, when <paramref name="wait"/> is 1, waits for a completion; retried when interrupted.</summary>
    private void Enter(uint wait)
    {
        while (true)
        {
            uint flags = wait > 0 ? Interop.Libc.IoRingEnterGetEvents : 0;
            int entered = Interop.Libc.io_uring_enter(Interop.Libc.SysIoUringEnterLinux, _ring, _queued, wait, flags, 0, 0);
            if (entered >= 0)
            {
                _queued -= (uint)Math.Min(entered, (int)_queued);
                if (_queued == 0 || wait > 0)
                {
                    return;
                }

                continue;
            }

            int error = Marshal.GetLastPInvokeError();
            if (error == Interop.Libc.EIntr)
            {
                continue;
            }

            if ((error == Interop.Libc.EAgain || error == Interop.Libc.EBusy) && wait > 0)
            {
                // The kernel is short of room for now: wait for completions without submitting, then go on.
                if (Interop.Libc.io_uring_enter(Interop.Libc.SysIoUringEnterLinux, _ring, 0, 1, Interop.Libc.IoRingEnterGetEvents, 0, 0) >= 0
                    || Marshal.GetLastPInvokeError() == Interop.Libc.EIntr)
                {
                    return;
                }
            }

            error = Marshal.GetLastPInvokeError() is int last and not 0 ? last : error;
            throw new IOException($"io_uring_enter: {SystemErrors.Words(error)}", error);
        }
    }

    /// <summary>The fields of one struct io_uring_sqe (64 bytes) that cci's requests use; the rest stay zero.</summary>
    private struct Entry
    {
        public byte Opcode;
        public byte Flags;
        public int Descriptor;
        public ulong Offset;
        public ulong Address;
        public uint Length;
        public uint OpFlags;
    }
}

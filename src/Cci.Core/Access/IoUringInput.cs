using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// The io_uring methods' input, read by each worker on its own ring: <see cref="AccessMethod.IoUring"/> reads the job's
/// own handle of the file (<paramref name="owned"/> null: it opens nothing), <see cref="AccessMethod.IoUringUnbuffered"/>
/// an unbuffered handle of it that this input owns, in whole <paramref name="block"/>s.
/// </summary>
internal sealed class IoUringInput(InputFile file, int depth, SafeFileHandle? owned = null, int block = 1) : IStripeInput
{
    public IStripeReader CreateReader(int maxStripe) => new IoUringReader(file, owned ?? file.Handle, block, maxStripe, depth);

    public void Dispose() => owned?.Dispose();
}

/// <summary>
/// One worker's reader with up to <c>depth</c> reads in flight on its own ring: after each read it queues reads of the
/// stripes its <see cref="ReadAheadPlan{TRead}"/> foresees, each into its own buffer, and hands them back in order.
/// On an unbuffered handle every read covers whole blocks, from the block a stripe starts in to the block it ends in (so
/// compare's and wc's unaligned stripes work too), and the file's last block reads short.
/// </summary>
internal sealed class IoUringReader : IStripeReader
{
    private readonly InputFile _file;
    private readonly SafeFileHandle _handle;
    private readonly int _block;
    private readonly int _depth;
    private readonly IoRing _ring;
    private readonly Pending[] _slots;
    private readonly ReadAheadPlan<Pending> _plan;
    private readonly Stack<Pending> _free = new();
    private Pending? _current;

    public IoUringReader(InputFile file, SafeFileHandle handle, int block, int maxStripe, int depth)
    {
        _file = file;
        _handle = handle;
        _block = block;
        _depth = depth;
        _plan = new ReadAheadPlan<Pending>(file.Length);
        _ring = IoRing.Create(depth + 1);
        _slots = new Pending[depth + 1];
        try
        {
            for (int i = 0; i < _slots.Length; i++)
            {
                // A stripe at any offset spans at most its length rounded up to blocks, plus one block: the buffer rounds
                // maxStripe + block up to whole blocks (and pages), which is that.
                int size = block == 1 ? maxStripe : maxStripe + block;
                _slots[i] = new Pending((ulong)i, new AlignedBuffer(size, Math.Max(block, Environment.SystemPageSize)));
                _free.Push(_slots[i]);
            }
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    public ReadOnlySpan<byte> Read(long offset, int length)
    {
        if (_current is not null)
        {
            // The caller is done with the span of the last read.
            _free.Push(_current);
            _current = null;
        }

        if (length == 0)
        {
            return [];
        }

        if (!_plan.TryTake(offset, length, out Pending pending))
        {
            Drain();
            pending = Issue(offset, length);
        }

        _plan.Read(offset, length);
        TopUp();
        if (!pending.InFlight)
        {
            _ring.Submit();
        }

        // Waiting for the read submits what TopUp queued in the same system call.
        while (pending.InFlight)
        {
            Reap();
        }

        _current = pending;
        if (pending.Error is int error)
        {
            throw IoRing.Failure(new IoCompletion(pending.Tag, -error), "read", _file.Path);
        }

        int skip = (int)(offset - pending.Start);
        if (pending.Done < skip + length)
        {
            throw _file.CutShort();
        }

        return pending.Buffer.Span.Slice(skip, length);
    }

    public void Dispose()
    {
        Drain();
        _ring.Dispose();
        foreach (Pending? slot in _slots)
        {
            slot?.Buffer.Dispose();
        }
    }

    /// <summary>Queues the stripes after the last one queued (or read) until <c>depth</c> are in flight or the file ends.</summary>
    private void TopUp()
    {
        while (_plan.Count < _depth && _free.Count > 0 && _plan.TryNext(out long offset, out int length))
        {
            _plan.Queue(offset, length, Issue(offset, length));
        }
    }

    private Pending Issue(long offset, int length)
    {
        Pending pending = _free.Pop();
        long start = offset - (offset % _block);
        long end = (offset + length + _block - 1) / _block * _block;
        pending.Begin(start, (int)(end - start));
        _ring.QueueRead(_handle, pending.Buffer, 0, pending.Span, start, pending.Tag);
        return pending;
    }

    /// <summary>
    /// Takes one completion and gives it to its read: a read that came back short (and not at the end of the file) is
    /// queued again for the rest, into the rest of its buffer. An unbuffered read that ends inside a block is the file's
    /// end: another read would start unaligned.
    /// </summary>
    private void Reap()
    {
        IoCompletion completion = _ring.Next();
        Pending pending = _slots[(int)completion.Tag];
        if (completion.Failed)
        {
            pending.Finish(completion.Error);
            return;
        }

        pending.Done += completion.Result;
        if (completion.Result == 0 || pending.Done >= pending.Span || pending.Done % _block != 0)
        {
            pending.Finish(null);
            return;
        }

        _ring.QueueRead(_handle, pending.Buffer, pending.Done, pending.Span - pending.Done, pending.Start + pending.Done, pending.Tag);
        _ring.Submit();
    }

    /// <summary>Waits for every read in flight (their bytes are not wanted: errors included) and takes their buffers back.</summary>
    private void Drain()
    {
        while (_plan.TryDequeue(out Pending pending))
        {
            while (pending.InFlight)
            {
                Reap();
            }

            _free.Push(pending);
        }
    }

    /// <summary>
    /// One read and the buffer it fills: the bytes read for a stripe (<see cref="Span"/> from <see cref="Start"/>: the
    /// stripe, or whole blocks around it), how far it got, whether the ring still holds it.
    /// </summary>
    private sealed class Pending(ulong tag, AlignedBuffer buffer)
    {
        public ulong Tag { get; } = tag;

        public AlignedBuffer Buffer { get; } = buffer;

        public long Start { get; private set; }

        public int Span { get; private set; }

        public int Done { get; set; }

        public bool InFlight { get; private set; }

        public int? Error { get; private set; }

        public void Begin(long start, int span)
        {
            Start = start;
            Span = span;
            Done = 0;
            Error = null;
            InFlight = true;
        }

        public void Finish(int? error)
        {
            Error = error;
            InFlight = false;
        }
    }
}

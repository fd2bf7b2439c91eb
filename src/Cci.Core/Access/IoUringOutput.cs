using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.IoUring"/>'s output: the job's own handle of the output file, written by each worker on its
/// own ring. Opens nothing of its own.
/// </summary>
internal sealed class IoUringOutput(OutputFile file, int depth) : IStripeOutput
{
    public IStripeWriter CreateWriter(int maxStripe) => new IoUringWriter(file, maxStripe, depth);

    public void Flush() => RandomAccess.FlushToDisk(file.Handle);
}

/// <summary>
/// One worker's writer with up to <c>depth</c> writes in flight on its own ring: <see cref="Commit"/> queues the
/// stripe's write and returns; <see cref="Begin"/> hands out a free buffer, waiting for a write to finish when none is.
/// A short write is queued again for the rest. <see cref="Dispose"/> waits for the rest and throws the first failed
/// write, so the run fails before the output is committed.
/// </summary>
internal sealed class IoUringWriter : IStripeWriter
{
    private readonly OutputFile _file;
    private readonly int _depth;
    private readonly IoRing _ring;
    private readonly Pending[] _slots;
    private readonly Stack<Pending> _free = new();
    private Pending? _open;
    private IOException? _failed;

    public IoUringWriter(OutputFile file, int maxStripe, int depth)
    {
        _file = file;
        _depth = depth;
        _ring = IoRing.Create(depth + 1);
        _slots = new Pending[depth + 1];
        try
        {
            for (int i = 0; i < _slots.Length; i++)
            {
                _slots[i] = new Pending((ulong)i, new AlignedBuffer(maxStripe, Environment.SystemPageSize));
                _free.Push(_slots[i]);
            }
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    public Span<byte> Begin(long offset, int length)
    {
        while (_ring.InFlight >= _depth || _free.Count == 0)
        {
            Reap();
        }

        ThrowIfFailed();
        _open = _free.Pop();
        return _open.Buffer.Span[..length];
    }

    public void Commit(long offset, int length)
    {
        Pending pending = _open ?? throw new InvalidOperationException("Commit without Begin");
        _open = null;
        if (length == 0)
        {
            _free.Push(pending);
            return;
        }

        pending.Offset = offset;
        pending.Length = length;
        pending.Done = 0;
        _ring.QueueWrite(_file.Handle, pending.Buffer, 0, length, offset, pending.Tag);
        _ring.Submit();
    }

    public void Dispose()
    {
        try
        {
            while (_ring.InFlight > 0)
            {
                Reap();
            }

            ThrowIfFailed();
        }
        finally
        {
            _ring.Dispose();
            foreach (Pending? slot in _slots)
            {
                slot?.Buffer.Dispose();
            }
        }
    }

    private void ThrowIfFailed()
    {
        if (_failed is not null)
        {
            throw _failed;
        }
    }

    /// <summary>Takes one completion: a finished write frees its buffer, a short one is queued again for the rest, a failed one is kept to throw.</summary>
    private void Reap()
    {
        IoCompletion completion = _ring.Next();
        Pending pending = _slots[(int)completion.Tag];
        if (completion.Failed || completion.Result == 0)
        {
            _failed ??= completion.Failed
                ? IoRing.Failure(completion, "write", _file.Path)
                : new IOException($"cannot write '{_file.Path}': the system wrote nothing of {pending.Length - pending.Done} bytes");
            _free.Push(pending);
            return;
        }

        pending.Done += completion.Result;
        if (pending.Done >= pending.Length)
        {
            _free.Push(pending);
            return;
        }

        _ring.QueueWrite(_file.Handle, pending.Buffer, pending.Done, pending.Length - pending.Done, pending.Offset + pending.Done, pending.Tag);
        _ring.Submit();
    }

    /// <summary>One write and the buffer it comes from.</summary>
    private sealed class Pending(ulong tag, AlignedBuffer buffer)
    {
        public ulong Tag { get; } = tag;

        public AlignedBuffer Buffer { get; } = buffer;

        public long Offset { get; set; }

        public int Length { get; set; }

        public int Done { get; set; }
    }
}

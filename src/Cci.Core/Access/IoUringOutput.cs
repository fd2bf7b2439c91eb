using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// The io_uring methods' output, written by each worker on its own ring: <see cref="AccessMethod.IoUring"/> writes the
/// job's own handle of the output file (<paramref name="owned"/> null: it opens nothing),
/// <see cref="AccessMethod.IoUringUnbuffered"/> an unbuffered handle of it that this output owns, in whole
/// <paramref name="block"/>s as <see cref="UnbufferedOutput"/> does: the partial last block is written zero-padded and
/// the file then cut back to its length.
/// </summary>
internal sealed class IoUringOutput(OutputFile file, int depth, SafeFileHandle? owned = null, int block = 1) : IStripeOutput
{
    public IStripeWriter CreateWriter(int maxStripe) => new IoUringWriter(file, owned ?? file.Handle, block, maxStripe, depth);

    public void Flush() => FileSync.Flush(owned ?? file.Handle, file.Path);

    public void Dispose() => owned?.Dispose();
}

/// <summary>
/// One worker's writer with up to <c>depth</c> writes in flight on its own ring: <see cref="Commit"/> queues the
/// stripe's write and returns; <see cref="Begin"/> hands out a free buffer, waiting for a write to finish when none is.
/// A short write is queued again for the rest. <see cref="Dispose"/> waits for the rest and throws the first failed
/// write, so the run fails before the output is committed. On an unbuffered handle stripes start on block boundaries
/// (stripe sizes are whole blocks); the stripe that ends the file inside a block is written as a whole block, and once
/// that write is done (it is waited for) the file is cut back to its length.
/// </summary>
internal sealed class IoUringWriter : IStripeWriter
{
    private readonly OutputFile _file;
    private readonly SafeFileHandle _handle;
    private readonly int _block;
    private readonly int _depth;
    private readonly IoRing _ring;
    private readonly Pending[] _slots;
    private readonly Stack<Pending> _free = new();
    private Pending? _open;
    private IOException? _failed;

    public IoUringWriter(OutputFile file, SafeFileHandle handle, int block, int maxStripe, int depth)
    {
        _file = file;
        _handle = handle;
        _block = block;
        _depth = depth;
        _ring = IoRing.Create(depth + 1);
        _slots = new Pending[depth + 1];
        try
        {
            for (int i = 0; i < _slots.Length; i++)
            {
                int size = (int)(((long)maxStripe + block - 1) / block * block);
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

    public Span<byte> Begin(long offset, int length)
    {
        if (offset % _block != 0)
        {
            throw new ArgumentException($"an unbuffered write must start on a {_block}-byte block boundary, not at {offset}", nameof(offset));
        }

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

        int whole = (int)(((long)length + _block - 1) / _block * _block);
        pending.Buffer.Span[length..whole].Clear();
        pending.Offset = offset;
        pending.Length = whole;
        pending.Done = 0;
        _ring.QueueWrite(_handle, pending.Buffer, 0, whole, offset, pending.Tag);
        _ring.Submit();
        if (whole != length)
        {
            // The padded last block: the cut must follow its write, not race it.
            WaitForAll();
            RandomAccess.SetLength(_handle, _file.Length);
        }
    }

    public void Dispose()
    {
        try
        {
            WaitForAll();
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

    /// <summary>Waits for every write in flight and throws the first that failed.</summary>
    private void WaitForAll()
    {
        while (_ring.InFlight > 0)
        {
            Reap();
        }

        ThrowIfFailed();
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

        _ring.QueueWrite(_handle, pending.Buffer, pending.Done, pending.Length - pending.Done, pending.Offset + pending.Done, pending.Tag);
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

using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Engine;

/// <summary>
/// Writes behind for an overlapped worker (<see cref="ThreadingMethod.Overlapped"/>): wraps an access method's
/// opened output (<see cref="IPositionalIo"/>: a handle written at offsets) and owns it.
/// </summary>
internal sealed class OverlappedOutput(IStripeOutput inner, OutputFile file, int depth) : IStripeOutput
{
    private readonly IPositionalIo _io = inner as IPositionalIo
        ?? throw new InvalidOperationException($"{inner.GetType().Name} says it overlaps I/O but has no handle to write at offsets");

    public IStripeWriter CreateWriter(int maxStripe) => new OverlappedWriter(_io, file, maxStripe, depth);

    public void Flush() => inner.Flush();

    public void Dispose() => inner.Dispose();
}

/// <summary>
/// One worker's writer with up to <c>depth</c> writes in flight: <see cref="Commit"/> queues an asynchronous write
/// (<see cref="RandomAccess.WriteAsync(Microsoft.Win32.SafeHandles.SafeFileHandle, ReadOnlyMemory{byte}, long, CancellationToken)"/>)
/// of the stripe's buffer and returns; <see cref="Begin"/> hands out a free buffer, waiting for the oldest write when
/// none is. <see cref="Dispose"/> waits for the rest and rethrows a failed write, so the run fails before the output is
/// committed. With unbuffered I/O a partial last block is written whole and the file cut back once all writes are in.
/// </summary>
internal sealed class OverlappedWriter : IStripeWriter
{
    private readonly IPositionalIo _io;
    private readonly OutputFile _file;
    private readonly int _depth;
    private readonly Queue<(Task Write, AlignedBuffer Buffer)> _behind = new();
    private readonly Stack<AlignedBuffer> _free = new();
    private readonly List<AlignedBuffer> _all = [];
    private AlignedBuffer? _open;
    private bool _cutBack;

    public OverlappedWriter(IPositionalIo io, OutputFile file, int maxStripe, int depth)
    {
        _io = io;
        _file = file;
        _depth = depth;
        for (int i = 0; i <= depth; i++)
        {
            var buffer = new AlignedBuffer(maxStripe, Math.Max(io.Alignment, 64));
            _all.Add(buffer);
            _free.Push(buffer);
        }
    }

    public Span<byte> Begin(long offset, int length)
    {
        if (offset % _io.Alignment != 0)
        {
            throw new ArgumentException($"an unbuffered write must start on a {_io.Alignment}-byte block boundary, not at {offset}", nameof(offset));
        }

        while (_behind.Count >= _depth || _free.Count == 0)
        {
            CompleteOldest();
        }

        _open = _free.Pop();
        return _open.Span[..length];
    }

    public void Commit(long offset, int length)
    {
        AlignedBuffer buffer = _open ?? throw new InvalidOperationException("Commit without Begin");
        _open = null;
        int alignment = _io.Alignment;
        int whole = (int)(((long)length + alignment - 1) / alignment * alignment);
        buffer.Span[length..whole].Clear();
        _cutBack |= whole != length;
        _behind.Enqueue((RandomAccess.WriteAsync(_io.Handle, buffer.Memory[..whole], offset).AsTask(), buffer));
    }

    public void Dispose()
    {
        try
        {
            Exception? first = null;
            while (_behind.Count > 0)
            {
                try
                {
                    CompleteOldest();
                }
                catch (Exception e) when (e is IOException or UnauthorizedAccessException)
                {
                    first ??= e;
                }
            }

            if (first is not null)
            {
                throw first;
            }

            if (_cutBack)
            {
                RandomAccess.SetLength(_io.Handle, _file.Length);
            }
        }
        finally
        {
            foreach (AlignedBuffer buffer in _all)
            {
                buffer.Dispose();
            }
        }
    }

    private void CompleteOldest()
    {
        (Task write, AlignedBuffer buffer) = _behind.Dequeue();
        try
        {
            write.GetAwaiter().GetResult();
        }
        finally
        {
            _free.Push(buffer);
        }
    }
}

using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Unsafe;

namespace Cci.Core.Engine;

/// <summary>
/// Reads ahead for an overlapped worker (<see cref="ThreadingMethod.Overlapped"/>): wraps an access method's
/// opened input (<see cref="IPositionalIo"/>: a handle read at offsets) and owns it.
/// </summary>
internal sealed class OverlappedInput(IStripeInput inner, InputFile file, int depth) : IStripeInput
{
    private readonly IPositionalIo _io = inner as IPositionalIo
        ?? throw new InvalidOperationException($"{inner.GetType().Name} says it overlaps I/O but has no handle to read at offsets");

    public IStripeReader CreateReader(int maxStripe) => new OverlappedReader(_io, file, maxStripe, depth);

    public void Dispose() => inner.Dispose();
}

/// <summary>
/// One worker's reader with up to <c>depth</c> reads in flight: after each read it queues asynchronous reads
/// (<see cref="RandomAccess.ReadAsync(Microsoft.Win32.SafeHandles.SafeFileHandle, Memory{byte}, long, CancellationToken)"/>)
/// of the stripes its <see cref="ReadAheadPlan{TRead}"/> foresees, each into its own buffer, and the next
/// <see cref="Read"/> usually finds its bytes there.
/// </summary>
internal sealed class OverlappedReader : IStripeReader
{
    private readonly IPositionalIo _io;
    private readonly InputFile _file;
    private readonly int _depth;
    private readonly ReadAheadPlan<Pending> _plan;
    private readonly Stack<AlignedBuffer> _free = new();
    private readonly List<AlignedBuffer> _all = [];
    private AlignedBuffer? _current;

    public OverlappedReader(IPositionalIo io, InputFile file, int maxStripe, int depth)
    {
        _io = io;
        _file = file;
        _depth = depth;
        _plan = new ReadAheadPlan<Pending>(file.Length);
        int alignment = io.Alignment;
        // A stripe at any offset spans at most its length plus one block on either side.
        int capacity = checked(maxStripe + (2 * alignment));
        for (int i = 0; i <= depth; i++)
        {
            var buffer = new AlignedBuffer(capacity, Math.Max(alignment, 64));
            _all.Add(buffer);
            _free.Push(buffer);
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

        if (!_plan.TryTake(offset, length, out Pending pending))
        {
            Drain();
            pending = Issue(offset, length);
        }

        _plan.Read(offset, length);
        TopUp();
        int read = pending.Read.GetAwaiter().GetResult();
        _current = pending.Buffer;
        int skip = (int)(offset - pending.Start);
        if (read < skip + length)
        {
            throw _file.CutShort();
        }

        return pending.Buffer.Span.Slice(skip, length);
    }

    public void Dispose()
    {
        Drain();
        foreach (AlignedBuffer buffer in _all)
        {
            buffer.Dispose();
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
        int alignment = _io.Alignment;
        long start = offset - (offset % alignment);
        long end = offset + length;
        long alignedEnd = (end + alignment - 1) / alignment * alignment;
        AlignedBuffer buffer = _free.Pop();
        Task<int> read = ReadAsync(buffer.Memory[..(int)(alignedEnd - start)], start, (int)(end - start));
        return new Pending(start, buffer, read);
    }

    /// <summary>Reads until <paramref name="needed"/> bytes are in (a pread may return fewer), or the file ends.</summary>
    private async Task<int> ReadAsync(Memory<byte> target, long start, int needed)
    {
        int done = 0;
        while (done < needed)
        {
            int read = await RandomAccess.ReadAsync(_io.Handle, target[done..], start + done).ConfigureAwait(false);
            done += read;
            // A read that ends short of a block is the file's end: another read would start unaligned.
            if (read == 0 || (_io.Alignment > 1 && read % _io.Alignment != 0))
            {
                break;
            }
        }

        return done;
    }

    /// <summary>Waits for every read in flight (their bytes are not wanted: errors included) and takes their buffers back.</summary>
    private void Drain()
    {
        while (_plan.TryDequeue(out Pending pending))
        {
            try
            {
                pending.Read.GetAwaiter().GetResult();
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // A read past a file that was cut short; the read that needs those bytes reports it.
            }

            _free.Push(pending.Buffer);
        }
    }

    private readonly record struct Pending(long Start, AlignedBuffer Buffer, Task<int> Read);
}

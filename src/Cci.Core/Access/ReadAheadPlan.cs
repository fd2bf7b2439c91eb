namespace Cci.Core.Access;

/// <summary>
/// What a reader with reads in flight reads next (<see cref="Engine.OverlappedReader"/>, <see cref="IoUringReader"/>).
/// Stripes come in file order, so the next ones are known: the step between reads is learnt from the last two (compare's
/// and wc's windows overlap or skip), and the stripes after the last one queued follow at that step, each as long as the
/// last read, until the file ends. The reads queued ahead are handed back in order; a read that was not foreseen is the
/// reader's to drain the queue for and read at once, so a wrong guess costs time, never bytes.
/// </summary>
/// <typeparam name="TRead">The reader's read in flight: its buffer and what it waits on.</typeparam>
internal sealed class ReadAheadPlan<TRead>(long fileLength)
{
    private readonly Queue<(long Offset, int Length, TRead Read)> _ahead = new();
    private long _lastOffset = -1;
    private long _step;
    private long _nextOffset;
    private int _nextLength;

    /// <summary>Reads queued ahead and not yet taken.</summary>
    public int Count => _ahead.Count;

    /// <summary>Takes the read queued for (<paramref name="offset"/>, <paramref name="length"/>) when it is the next one queued.</summary>
    public bool TryTake(long offset, int length, out TRead read)
    {
        if (_ahead.TryPeek(out var head) && head.Offset == offset && head.Length == length)
        {
            read = _ahead.Dequeue().Read;
            return true;
        }

        read = default!;
        return false;
    }

    /// <summary>Learns from a read of (<paramref name="offset"/>, <paramref name="length"/>): the step, and where to go on from when nothing is queued.</summary>
    public void Read(long offset, int length)
    {
        _step = _lastOffset >= 0 && offset > _lastOffset ? offset - _lastOffset : length;
        _lastOffset = offset;
        if (_ahead.Count == 0)
        {
            _nextOffset = offset;
            _nextLength = length;
        }
    }

    /// <summary>The stripe after the last one queued (or read), or false where the file ends first.</summary>
    public bool TryNext(out long offset, out int length)
    {
        offset = _nextOffset + _step;
        if (offset >= fileLength)
        {
            length = 0;
            return false;
        }

        length = (int)Math.Min(_nextLength, fileLength - offset);
        return true;
    }

    /// <summary>Queues <paramref name="read"/>, issued for the stripe <see cref="TryNext"/> gave.</summary>
    public void Queue(long offset, int length, TRead read)
    {
        _ahead.Enqueue((offset, length, read));
        _nextOffset = offset;
    }

    /// <summary>Takes the reads queued, in order, to wait for them (a read not foreseen drains them).</summary>
    public bool TryDequeue(out TRead read)
    {
        if (_ahead.TryDequeue(out var entry))
        {
            read = entry.Read;
            return true;
        }

        read = default!;
        return false;
    }
}

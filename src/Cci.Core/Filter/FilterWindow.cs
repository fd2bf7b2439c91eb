using System.Buffers;

namespace Cci.Core.Filter;

/// <summary>
/// The ordered output of a filter and its bound: each block's bytes are written by the caller's function into a buffer of its
/// own on a worker, then written to the output in file order by the aggregate's ordered fold (<see cref="Combine"/>). A block
/// may start only while fewer than <see cref="Limit"/> buffers are outstanding (started, not yet written), or when it is the
/// first of the blocks outstanding (so the one the output waits for never waits itself, nor the record across a stripe edge
/// the fold hands over as a block of its own): at most <see cref="Limit"/> + 2 buffers, so memory is O(limit x block output),
/// however far the workers could run ahead. Buffers are reused.
/// </summary>
internal sealed class FilterWindow(Stream output, BlockFilter filter, int limit)
{
    private readonly object _lock = new();
    private readonly SortedSet<long> _outstanding = [];
    private readonly Stack<ArrayBufferWriter<byte>> _free = new();
    private int _started;

    /// <summary>The most buffers outstanding before a block that is not the first waits.</summary>
    public int Limit { get; } = Math.Max(1, limit);

    /// <summary>Bytes written to the output.</summary>
    public long Written { get; private set; }

    /// <summary>Cancelled when the run stops; a block waiting for room gives up then. Set before the workers start.</summary>
    public CancellationToken Stopping { get; set; }

    /// <summary>The seed of the fold: no block.</summary>
    public static FilteredBlock None { get; } = new(-1, null);

    /// <summary>Runs the caller's function over <paramref name="block"/> once there is room, into a buffer the fold writes later.</summary>
    public FilteredBlock Run(FileBlock block)
    {
        long offset = block.Offset;
        ArrayBufferWriter<byte> buffer = Enter(offset);
        try
        {
            filter(block, buffer);
            return new FilteredBlock(offset, buffer);
        }
        catch
        {
            Leave(offset, buffer);
            throw;
        }
    }

    /// <summary>The fold's combine, in file order: writes the block's bytes and frees its buffer.</summary>
    public FilteredBlock Combine(FilteredBlock left, FilteredBlock right)
    {
        ArrayBufferWriter<byte> buffer = right.Buffer!;
        try
        {
            if (buffer.WrittenCount > 0)
            {
                output.Write(buffer.WrittenSpan);
                Written += buffer.WrittenCount;
            }
        }
        finally
        {
            Leave(right.Offset, buffer);
        }

        return left;
    }

    private ArrayBufferWriter<byte> Enter(long offset)
    {
        lock (_lock)
        {
            _outstanding.Add(offset);
            while (_started >= Limit && _outstanding.Min != offset)
            {
                CancellationToken stopping = Stopping;
                if (stopping.IsCancellationRequested)
                {
                    _outstanding.Remove(offset);
                    stopping.ThrowIfCancellationRequested();
                }

                // Woken when a buffer is written; the timeout only looks at the run's token again.
                Monitor.Wait(_lock, TimeSpan.FromMilliseconds(100));
            }

            _started++;
            if (_free.TryPop(out ArrayBufferWriter<byte>? buffer))
            {
                buffer.ResetWrittenCount();
                return buffer;
            }

            return new ArrayBufferWriter<byte>();
        }
    }

    private void Leave(long offset, ArrayBufferWriter<byte> buffer)
    {
        lock (_lock)
        {
            _outstanding.Remove(offset);
            _started--;
            _free.Push(buffer);
            Monitor.PulseAll(_lock);
        }
    }
}

/// <summary>A block's output waiting for its turn: where the block starts and the bytes the caller's function wrote for it.</summary>
internal sealed record FilteredBlock(long Offset, ArrayBufferWriter<byte>? Buffer);

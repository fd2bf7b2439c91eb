namespace Cci.Core.Aggregate;

/// <summary>
/// The aggregate for inputs read in order (a pipe, a device, a /proc file, a stream that reads only asynchronously): one
/// buffer, the same block rules as the striped path. Under a delimiter rule the bytes after a block's last delimiter move to
/// the front of the buffer and wait for the rest of their record; a record longer than the buffer grows it. With an overlap,
/// a block is handed over once the overlap after it has been read. <see cref="Run{TResult}"/> reads with Read,
/// <see cref="RunAsync{TResult}"/> with ReadAsync; both hand the same blocks to the block function, on the thread that read them.
/// </summary>
internal static class StreamAggregate
{
    public static (TResult Value, long Bytes, long Blocks) Run<TResult>(
        Stream input, int blockSize, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine,
        CancellationToken cancel)
    {
        var fold = new Fold<TResult>(blockSize, boundary, seed, block, combine);
        while (true)
        {
            cancel.ThrowIfCancellationRequested();
            Memory<byte> free = fold.Free();
            if (fold.Take(input.ReadAtLeast(free.Span, free.Length, throwOnEndOfStream: false)))
            {
                return fold.Result;
            }
        }
    }

    /// <summary>As <see cref="Run{TResult}"/>, awaiting ReadAsync; <paramref name="cancel"/> is passed to every read, so it cancels one that is pending.</summary>
    public static async Task<(TResult Value, long Bytes, long Blocks)> RunAsync<TResult>(
        Stream input, int blockSize, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine,
        CancellationToken cancel)
    {
        var fold = new Fold<TResult>(blockSize, boundary, seed, block, combine);
        while (true)
        {
            cancel.ThrowIfCancellationRequested();
            Memory<byte> free = fold.Free();
            if (fold.Take(await input.ReadAtLeastAsync(free, free.Length, throwOnEndOfStream: false, cancel).ConfigureAwait(false)))
            {
                return fold.Result;
            }
        }
    }

    /// <summary>The buffer and the value so far: <see cref="Free"/> says where the next read goes, <see cref="Take"/> folds what it read.</summary>
    private sealed class Fold<TResult>(
        int blockSize, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine)
    {
        private byte[] _buffer = new byte[blockSize + boundary.Overlap];
        private TResult _value = seed;
        private long _offset;
        private long _blocks;
        private int _held;

        public (TResult Value, long Bytes, long Blocks) Result => (_value, _offset, _blocks);

        /// <summary>The room after the bytes held, which the next read fills; a record longer than the buffer grows it first.</summary>
        public Memory<byte> Free()
        {
            if (_held == _buffer.Length && boundary.Delimiter is not null)
            {
                // A record longer than the buffer: grow it until the record's delimiter is in.
                if (_buffer.Length == Array.MaxLength)
                {
                    throw new IOException($"a record at offset {_offset} is longer than one span can hold (2 GiB)");
                }

                Array.Resize(ref _buffer, (int)Math.Min(2L * _buffer.Length, Array.MaxLength));
            }

            return _buffer.AsMemory(_held);
        }

        /// <summary>Folds the block that <paramref name="read"/> more bytes complete, if any; true at the end of the input, everything folded.</summary>
        public bool Take(int read)
        {
            _held += read;
            bool end = _held < _buffer.Length;
            int length = BlockLength(_buffer.AsSpan(0, _held), blockSize, boundary, end);
            if (length > 0)
            {
                _value = combine(_value, block(new FileBlock(_buffer.AsSpan(0, Math.Min(_held, length + boundary.Overlap)), length, _offset)));
                _blocks++;
                _offset += length;
                _held -= length;
                _buffer.AsSpan(length, _held).CopyTo(_buffer);
            }

            return end && _held == 0;
        }
    }

    /// <summary>How many of the <paramref name="held"/> bytes make the next block; 0 to read more first.</summary>
    private static int BlockLength(ReadOnlySpan<byte> held, int blockSize, BlockBoundary boundary, bool end)
    {
        if (boundary.Delimiter is byte delimiter)
        {
            int last = held.LastIndexOf(delimiter);
            return last >= 0 ? last + 1 : end ? held.Length : 0;
        }

        return end ? Math.Min(held.Length, blockSize) : blockSize;
    }
}

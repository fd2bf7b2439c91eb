namespace Cci.Core.Aggregate;

/// <summary>
/// The aggregate for inputs read in order (a pipe, a device, a /proc file): one buffer, the same block rules as the
/// striped path. Under a delimiter rule the bytes after a block's last delimiter move to the front of the buffer and
/// wait for the rest of their record; a record longer than the buffer grows it. With an overlap, a block is handed over
/// once the overlap after it has been read.
/// </summary>
internal static class StreamAggregate
{
    public static (TResult Value, long Bytes, long Blocks) Run<TResult>(
        Stream input, int blockSize, BlockBoundary boundary, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine,
        CancellationToken cancel)
    {
        byte[] buffer = new byte[blockSize + boundary.Overlap];
        TResult value = seed;
        long offset = 0;
        long blocks = 0;
        int held = 0;
        while (true)
        {
            cancel.ThrowIfCancellationRequested();
            if (held == buffer.Length && boundary.Delimiter is not null)
            {
                // A record longer than the buffer: grow it until the record's delimiter is in.
                if (buffer.Length == Array.MaxLength)
                {
                    throw new IOException($"a record at offset {offset} is longer than one span can hold (2 GiB)");
                }

                Array.Resize(ref buffer, (int)Math.Min(2L * buffer.Length, Array.MaxLength));
            }

            int read = input.ReadAtLeast(buffer.AsSpan(held), buffer.Length - held, throwOnEndOfStream: false);
            held += read;
            bool end = held < buffer.Length;
            int length = BlockLength(buffer.AsSpan(0, held), blockSize, boundary, end);
            if (length > 0)
            {
                value = combine(value, block(new FileBlock(buffer.AsSpan(0, Math.Min(held, length + boundary.Overlap)), length, offset)));
                blocks++;
                offset += length;
                held -= length;
                buffer.AsSpan(length, held).CopyTo(buffer);
            }

            if (end && held == 0)
            {
                return (value, offset, blocks);
            }
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

namespace Cci;

/// <summary>
/// How <see cref="FileProcessor.Aggregate{TResult}(string, TResult, BlockFunction{TResult}, Func{TResult, TResult, TResult}, BlockBoundary, ProcessingOptions?, CancellationToken)"/> cuts a file into blocks so that no record is lost at a block edge:
/// not at all (<see cref="None"/>: bytes are independent, as in a byte histogram), at a delimiter
/// (<see cref="AtDelimiter"/>: each block holds whole records, as in a line count), or with an overlap
/// (<see cref="WithOverlap"/>: each block sees the first bytes of the next, as a search for a pattern needs).
/// </summary>
public readonly record struct BlockBoundary
{
    private BlockBoundary(byte? delimiter, int overlap)
    {
        Delimiter = delimiter;
        Overlap = overlap;
    }

    /// <summary>Blocks are cut anywhere: the block function needs no context across a block edge.</summary>
    public static BlockBoundary None => default;

    /// <summary>Blocks hold whole lines: <see cref="AtDelimiter"/> of <c>'\n'</c>.</summary>
    public static BlockBoundary Lines => AtDelimiter((byte)'\n');

    /// <summary>The delimiter byte every block but the file's last ends with; null when blocks are not cut at a delimiter.</summary>
    public byte? Delimiter { get; }

    /// <summary>How many bytes of the next block each block also sees (<see cref="FileBlock.BytesWithOverlap"/>).</summary>
    public int Overlap { get; }

    /// <summary>
    /// Blocks end just after a <paramref name="delimiter"/> byte (the last block at the end of the file), so a record
    /// that ends with the delimiter is never split across two blocks, as the fastest one-billion-row-challenge programs
    /// cut their files. A record longer than a block is handed over whole in a block of its own; one longer than 2 GiB
    /// fails with an <see cref="IOException"/>, as a span cannot hold it.
    /// </summary>
    /// <param name="delimiter">The byte that ends a record, e.g. <c>(byte)'\n'</c>.</param>
    /// <returns>The boundary rule.</returns>
    public static BlockBoundary AtDelimiter(byte delimiter) => new(delimiter, 0);

    /// <summary>Each block also sees the first <paramref name="bytes"/> bytes of the next (a search for a pattern of up to <paramref name="bytes"/> + 1 bytes).</summary>
    /// <param name="bytes">The overlap, 0 to 1 MiB.</param>
    /// <returns>The boundary rule.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="bytes"/> is negative or above 1 MiB.</exception>
    public static BlockBoundary WithOverlap(int bytes)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(bytes);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(bytes, MaxOverlap);
        return new(null, bytes);
    }

    internal const int MaxOverlap = 1 << 20;
}

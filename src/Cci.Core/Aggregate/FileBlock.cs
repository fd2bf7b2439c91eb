namespace Cci;

/// <summary>
/// One block of a file handed to an <see cref="FileProcessor.Aggregate{TResult}(string, TResult, BlockFunction{TResult}, Func{TResult, TResult, TResult}, BlockBoundary, ProcessingOptions?, CancellationToken)"/> block function. It lives only for
/// that call: it is a ref struct, so neither it nor its spans can be kept after the function returns, when the memory
/// under them (a mapping, a reused buffer) may be gone.
/// </summary>
public readonly ref struct FileBlock
{
    private readonly ReadOnlySpan<byte> _bytesWithOverlap;
    private readonly int _length;

    internal FileBlock(ReadOnlySpan<byte> bytesWithOverlap, int length, long offset)
    {
        _bytesWithOverlap = bytesWithOverlap;
        _length = length;
        Offset = offset;
    }

    /// <summary>
    /// The block's own bytes. Every byte of the file is in exactly one block's <see cref="Bytes"/>; with
    /// <see cref="BlockBoundary.AtDelimiter"/> a block holds whole records only.
    /// </summary>
    public ReadOnlySpan<byte> Bytes => _bytesWithOverlap[.._length];

    /// <summary>
    /// <see cref="Bytes"/> followed by up to <see cref="BlockBoundary.Overlap"/> bytes of the next block (fewer at the end
    /// of the file), so that a pattern that starts in this block can be matched whole. Count only matches that start
    /// in <see cref="Bytes"/>, or the next block counts them again.
    /// </summary>
    public ReadOnlySpan<byte> BytesWithOverlap => _bytesWithOverlap;

    /// <summary>The file offset of the block's first byte.</summary>
    public long Offset { get; }
}

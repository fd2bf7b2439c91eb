namespace Cci;

/// <summary>
/// The delegate form of <see cref="IBlockTransform.Transform"/>: writes one output byte for each byte of
/// <paramref name="source"/> into <paramref name="destination"/> (exactly as long, possibly the same memory).
/// </summary>
/// <param name="source">The block's input bytes.</param>
/// <param name="destination">Where its output goes; never read a byte after writing its position.</param>
/// <param name="offset">The file offset of the block's first byte.</param>
public delegate void BlockTransform(ReadOnlySpan<byte> source, Span<byte> destination, long offset);

namespace Cci;

/// <summary>
/// A same-length block function from input bytes to output bytes, for
/// <see cref="FileProcessor.Transform{TTransform}(string, string, TTransform, ProcessingOptions?, OutputOptions?, CancellationToken)"/>.
/// Implement it on a struct: cci's loop is then compiled for your type and your method is inlined into it, as cci's
/// own kernels are.
/// </summary>
public interface IBlockTransform
{
    /// <summary>
    /// Writes one output byte for each byte of <paramref name="source"/> into <paramref name="destination"/>, which is
    /// exactly as long. Called concurrently for different blocks, so keep no state that one block changes for another.
    /// </summary>
    /// <param name="source">The block's input bytes.</param>
    /// <param name="destination">
    /// Where its output goes. It may be the same memory as <paramref name="source"/> (a transform in place through one
    /// mapping): never read a byte after writing its position.
    /// </param>
    /// <param name="offset">The file offset of the block's first byte (for a keystream, a position-dependent cipher).</param>
    void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset);
}

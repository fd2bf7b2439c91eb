namespace Cci.Core.Count.Kernels;

/// <summary>
/// One vector width's half of <see cref="CountBlocks"/>: turns a 64-byte block into bit masks, one bit per
/// byte. A variant is a struct, so the JIT compiles the block loop once per width with these calls inlined.
/// </summary>
internal interface ICountBlock
{
    /// <summary>
    /// The block's space mask (' ', \t..\r and <paramref name="noBreak"/>, the byte besides those that ends a word:
    /// <see cref="WordBytes"/>) and newline mask.
    /// </summary>
    static abstract (ulong Space, ulong Newline) Masks(ref byte start, nuint offset, byte noBreak);

    /// <summary>The block's newline mask alone.</summary>
    static abstract ulong NewlineMask(ref byte start, nuint offset);

    /// <summary>The block's UTF-8 continuation bytes (0x80..0xBF).</summary>
    static abstract ulong ContinuationMask(ref byte start, nuint offset);
}

using Cci.Unsafe;

namespace Cci;

/// <summary>
/// The whole of a <see cref="MappedFile"/>, mapped, for as many small reads as you like at the cost of one range check each:
/// handed to a <see cref="MappedViewReader{TState, TResult}"/> by
/// <see cref="MappedFile.Read{TState, TResult}(TState, MappedViewReader{TState, TResult})"/>, which takes the file's
/// lifetime guard once for all of them.
/// </summary>
/// <remarks>
/// A ref struct, valid only during the reader it is handed to: it cannot be stored in a field, captured by a lambda,
/// boxed or returned from the reader, and neither can the spans <see cref="GetSpan"/> makes, so no safe code can touch the
/// view after it is unmapped. A <c>default</c> view has length zero.
/// </remarks>
public readonly ref struct MappedFileView
{
    private readonly ViewBytes _bytes;

    internal MappedFileView(ViewBytes bytes) => _bytes = bytes;

    /// <summary>The number of bytes in the view: the file's <see cref="MappedFile.Length"/>.</summary>
    public long Length => _bytes.Length;

    /// <summary>
    /// The <paramref name="length"/> bytes of the file from <paramref name="offset"/>, without copying them: a span into the
    /// mapped view, valid until the reader returns.
    /// </summary>
    /// <param name="offset">Where the bytes start in the file: any offset, no alignment needed.</param>
    /// <param name="length">How many bytes; zero gives an empty span.</param>
    /// <returns>The bytes, read-only.</returns>
    /// <exception cref="ArgumentOutOfRangeException">The range does not lie within the file's <see cref="Length"/>.</exception>
    public ReadOnlySpan<byte> GetSpan(long offset, int length) => _bytes.GetSpan(offset, length);
}

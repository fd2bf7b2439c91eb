using System.Runtime.CompilerServices;

namespace Cci.Unsafe;

/// <summary>
/// The bytes of a mapped view as a pointer and a length, for many small reads with one range check each and nothing else:
/// a ref struct, so it lives on the stack of the call that holds the view mapped and cannot outlive it.
/// </summary>
internal readonly unsafe ref struct ViewBytes
{
    private readonly byte* _start;

    public ViewBytes(byte* start, long length)
    {
        _start = start;
        Length = length;
    }

    /// <summary>The number of bytes the view covers.</summary>
    public long Length { get; }

    /// <summary>A span over <paramref name="length"/> bytes starting <paramref name="offset"/> bytes into the view.</summary>
    /// <exception cref="ArgumentOutOfRangeException">The range does not lie within the view.</exception>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public ReadOnlySpan<byte> GetSpan(long offset, int length)
    {
        // Unsigned, so a negative offset or length is as far out of range as it can be; the first test keeps Length - offset
        // from going negative in the second.
        if ((ulong)offset > (ulong)Length || (ulong)length > (ulong)(Length - offset))
        {
            ThrowOutside(offset, length, Length);
        }

        return new ReadOnlySpan<byte>(_start + offset, length);
    }

    [MethodImpl(MethodImplOptions.NoInlining)]
    private static void ThrowOutside(long offset, int length, long viewLength) =>
        throw new ArgumentOutOfRangeException(nameof(offset), $"[{offset}, {offset}+{length}) lies outside the view of {viewLength} bytes.");
}

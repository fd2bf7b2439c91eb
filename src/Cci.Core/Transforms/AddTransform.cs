using System.Runtime.InteropServices;
using System.Numerics;

namespace Cci.Core.Transforms;

/// <summary>The seeds' simplified cipher: every byte plus the shift, mod 256.</summary>
public sealed class AddTransform(int shift) : ByteTransform(shift)
{
    private readonly byte _shift = unchecked((byte)shift);

    public override string Name => "add";

    public override void ApplyScalar(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        destination = destination[..source.Length];
        byte shift = _shift;
        for (int i = 0; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] + shift);
        }
    }

    public override void ApplyVectorized(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        destination = destination[..source.Length];
        int done = Vector.IsHardwareAccelerated ? AddVectors(source, destination) : 0;
        ApplyScalar(source[done..], destination[done..]);
    }

    /// <summary>Adds the shift to whole vectors (<see cref="Vector{T}"/>: the widest size the JIT prefers here); returns how many bytes it did.</summary>
    private int AddVectors(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        var shift = new Vector<byte>(_shift);
        nuint width = (nuint)Vector<byte>.Count;
        nuint end = (nuint)source.Length - ((nuint)source.Length % width);

        // The tail is left to the scalar kernel rather than redone with an overlapping last vector:
        // when source and destination alias, that vector would shift some bytes twice.
        for (nuint i = 0; i < end; i += width)
        {
            Vector.StoreUnsafe(Vector.LoadUnsafe(ref src, i) + shift, ref dst, i);
        }

        return (int)end;
    }
}

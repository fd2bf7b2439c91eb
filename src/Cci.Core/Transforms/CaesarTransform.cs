using System.Numerics;
using System.Runtime.InteropServices;

namespace Cci.Core.Transforms;

/// <summary>The classic Caesar cipher: A–Z and a–z wrap within their alphabet, 0–9 within the digits, all else is unchanged.</summary>
public sealed class CaesarTransform : ByteTransform
{
    private readonly byte _letterShift;
    private readonly byte _digitShift;
    private readonly byte[] _table = new byte[256];

    public CaesarTransform(int shift)
        : base(shift)
    {
        _letterShift = (byte)(((shift % 26) + 26) % 26);
        _digitShift = (byte)(((shift % 10) + 10) % 10);
        for (int b = 0; b < 256; b++)
        {
            _table[b] = Rotate((byte)b);
        }
    }

    public override string Name => "caesar";

    public override void ApplyScalar(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        destination = destination[..source.Length];
        byte[] table = _table;
        for (int i = 0; i < source.Length; i++)
        {
            destination[i] = table[source[i]];
        }
    }

    public override void ApplyVectorized(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        destination = destination[..source.Length];
        int done = Vector.IsHardwareAccelerated ? RotateVectors(source, destination) : 0;
        ApplyScalar(source[done..], destination[done..]);
    }

    private byte Rotate(byte b) => b switch
    {
        >= (byte)'A' and <= (byte)'Z' => (byte)('A' + ((b - 'A' + _letterShift) % 26)),
        >= (byte)'a' and <= (byte)'z' => (byte)('a' + ((b - 'a' + _letterShift) % 26)),
        >= (byte)'0' and <= (byte)'9' => (byte)('0' + ((b - '0' + _digitShift) % 10)),
        _ => b,
    };

    private int RotateVectors(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        Vector<byte> letterShift = new Vector<byte>(_letterShift);
        Vector<byte> digitShift = new Vector<byte>(_digitShift);
        nuint width = (nuint)Vector<byte>.Count;
        nuint end = (nuint)source.Length - ((nuint)source.Length % width);

        for (nuint i = 0; i < end; i += width)
        {
            Vector<byte> x = Vector.LoadUnsafe(ref src, i);
            Vector<byte> y = RotateClass(x, (byte)'A', 26, letterShift);
            y = RotateClass(y, (byte)'a', 26, letterShift);
            y = RotateClass(y, (byte)'0', 10, digitShift);
            Vector.StoreUnsafe(y, ref dst, i);
        }

        return (int)end;
    }

    /// <summary>
    /// Rotates the lanes that lie in [first, first + size) by shift, keeps the others. Lanes are
    /// compared unsigned, so x - first wraps below first to a large value and fails the range test;
    /// a lane rotated into one class never lands in a later class's range, because the three
    /// ranges are disjoint and each rotation stays inside its own.
    /// </summary>
    private static Vector<byte> RotateClass(Vector<byte> x, byte first, byte size, Vector<byte> shift)
    {
        Vector<byte> sizeVector = new Vector<byte>(size);
        Vector<byte> offset = x - new Vector<byte>(first);
        Vector<byte> inClass = Vector.LessThan(offset, sizeVector);
        Vector<byte> rotated = offset + shift;
        rotated = Vector.ConditionalSelect(Vector.LessThan(rotated, sizeVector), rotated, rotated - sizeVector);
        return Vector.ConditionalSelect(inClass, rotated + new Vector<byte>(first), x);
    }
}

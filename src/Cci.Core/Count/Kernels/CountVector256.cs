using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Count.Kernels;

/// <summary>The count kernel's masks on 256-bit vectors (AVX2): two vectors make a block.</summary>
internal readonly struct CountVector256 : ICountBlock
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (ulong Space, ulong Newline) Masks(ref byte start, nuint offset, byte noBreak)
    {
        Vector256<byte> lo = Vector256.LoadUnsafe(ref start, offset);
        Vector256<byte> hi = Vector256.LoadUnsafe(ref start, offset + 32);
        Vector256<byte> newline = Vector256.Create((byte)'\n');
        Vector256<byte> extra = Vector256.Create(noBreak);
        return (
            Join(IsSpace(lo, extra), IsSpace(hi, extra)),
            Join(Vector256.Equals(lo, newline), Vector256.Equals(hi, newline)));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong NewlineMask(ref byte start, nuint offset)
    {
        Vector256<byte> newline = Vector256.Create((byte)'\n');
        return Join(Vector256.Equals(Vector256.LoadUnsafe(ref start, offset), newline), Vector256.Equals(Vector256.LoadUnsafe(ref start, offset + 32), newline));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ContinuationMask(ref byte start, nuint offset)
    {
        Vector256<sbyte> limit = Vector256.Create((sbyte)-64);
        return Join(
            Vector256.LessThan(Vector256.LoadUnsafe(ref start, offset).AsSByte(), limit).AsByte(),
            Vector256.LessThan(Vector256.LoadUnsafe(ref start, offset + 32).AsSByte(), limit).AsByte());
    }

    private static ulong Join(Vector256<byte> lo, Vector256<byte> hi) =>
        Vector256.ExtractMostSignificantBits(lo) | ((ulong)Vector256.ExtractMostSignificantBits(hi) << 32);

    private static Vector256<byte> IsSpace(Vector256<byte> v, Vector256<byte> noBreak) =>
        Vector256.Equals(v, Vector256.Create((byte)' ')) | Vector256.Equals(v, noBreak) | Vector256.LessThanOrEqual(v - Vector256.Create((byte)'\t'), Vector256.Create((byte)('\r' - '\t')));
}

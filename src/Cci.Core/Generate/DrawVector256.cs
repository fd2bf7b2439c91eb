using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Cci.Core.Generate;

/// <summary>SplitMix64 draws four to a 256-bit vector (AVX2 for the characters' multiply-high).</summary>
internal readonly struct DrawVector256 : IDrawVector<Vector256<ulong>>
{
    public static bool IsAccelerated
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector256.IsHardwareAccelerated && Avx2.IsSupported;
    }

    public static int Lanes
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector256<ulong>.Count;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<ulong> Create(ulong value) => Vector256.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<ulong> First(ulong state) =>
        Vector256.Create(state) + Vector256.Create(SplitMix64.Gamma, unchecked(2 * SplitMix64.Gamma), unchecked(3 * SplitMix64.Gamma), unchecked(4 * SplitMix64.Gamma));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<ulong> Add(Vector256<ulong> left, Vector256<ulong> right) => left + right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<ulong> Multiply(Vector256<ulong> vector, ulong factor) => vector * factor;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector256<ulong> XorShiftRight(Vector256<ulong> vector, int shift) => vector ^ (vector >>> shift);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store(Vector256<ulong> draws, ref ulong destination, nuint offset) => draws.StoreUnsafe(ref destination, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void StoreCharacters(Vector256<ulong> low, Vector256<ulong> high, ref byte destination, nuint offset)
    {
        Vector256<ushort> printable = Vector256.Create((ushort)95);
        Vector256<ushort> space = Vector256.Create((ushort)' ');
        Vector256.Narrow(
            Avx2.MultiplyHigh(low.AsUInt16(), printable) + space,
            Avx2.MultiplyHigh(high.AsUInt16(), printable) + space).StoreUnsafe(ref destination, offset);
    }
}

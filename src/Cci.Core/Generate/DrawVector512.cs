using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Cci.Core.Generate;

/// <summary>SplitMix64 draws eight to a 512-bit vector (AVX-512BW for the characters' multiply-high).</summary>
internal readonly struct DrawVector512 : IDrawVector<Vector512<ulong>>
{
    public static bool IsAccelerated
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector512.IsHardwareAccelerated && Avx512BW.IsSupported;
    }

    public static int Lanes
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector512<ulong>.Count;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<ulong> Create(ulong value) => Vector512.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<ulong> First(ulong state) =>
        Vector512.Create(state) + Vector512.Create(SplitMix64.Gamma, unchecked(2 * SplitMix64.Gamma), unchecked(3 * SplitMix64.Gamma), unchecked(4 * SplitMix64.Gamma),
            unchecked(5 * SplitMix64.Gamma), unchecked(6 * SplitMix64.Gamma), unchecked(7 * SplitMix64.Gamma), unchecked(8 * SplitMix64.Gamma));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<ulong> Add(Vector512<ulong> left, Vector512<ulong> right) => left + right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<ulong> Multiply(Vector512<ulong> vector, ulong factor) => vector * factor;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector512<ulong> XorShiftRight(Vector512<ulong> vector, int shift) => vector ^ (vector >>> shift);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store(Vector512<ulong> draws, ref ulong destination, nuint offset) => draws.StoreUnsafe(ref destination, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void StoreCharacters(Vector512<ulong> low, Vector512<ulong> high, ref byte destination, nuint offset)
    {
        Vector512<ushort> printable = Vector512.Create((ushort)95);
        Vector512<ushort> space = Vector512.Create((ushort)' ');
        Vector512.Narrow(
            Avx512BW.MultiplyHigh(low.AsUInt16(), printable) + space,
            Avx512BW.MultiplyHigh(high.AsUInt16(), printable) + space).StoreUnsafe(ref destination, offset);
    }
}

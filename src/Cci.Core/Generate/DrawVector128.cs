using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;
using System.Runtime.Intrinsics.X86;

namespace Cci.Core.Generate;

/// <summary>SplitMix64 draws two to a 128-bit vector (SSE2 for the characters' multiply-high: x86 only, elsewhere the scalar width runs).</summary>
internal readonly struct DrawVector128 : IDrawVector<Vector128<ulong>>
{
    public static bool IsAccelerated
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128.IsHardwareAccelerated && Sse2.IsSupported;
    }

    public static int Lanes
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => Vector128<ulong>.Count;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<ulong> Create(ulong value) => Vector128.Create(value);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<ulong> First(ulong state) =>
        Vector128.Create(state) + Vector128.Create(SplitMix64.Gamma, unchecked(2 * SplitMix64.Gamma));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<ulong> Add(Vector128<ulong> left, Vector128<ulong> right) => left + right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<ulong> Multiply(Vector128<ulong> vector, ulong factor) => vector * factor;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static Vector128<ulong> XorShiftRight(Vector128<ulong> vector, int shift) => vector ^ (vector >>> shift);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store(Vector128<ulong> draws, ref ulong destination, nuint offset) => draws.StoreUnsafe(ref destination, offset);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void StoreCharacters(Vector128<ulong> low, Vector128<ulong> high, ref byte destination, nuint offset)
    {
        Vector128<ushort> printable = Vector128.Create((ushort)95);
        Vector128<ushort> space = Vector128.Create((ushort)' ');
        Vector128.Narrow(
            Sse2.MultiplyHigh(low.AsUInt16(), printable) + space,
            Sse2.MultiplyHigh(high.AsUInt16(), printable) + space).StoreUnsafe(ref destination, offset);
    }
}

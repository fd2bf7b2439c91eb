using System.Buffers.Binary;
using System.Runtime.CompilerServices;
using Ref = System.Runtime.CompilerServices.Unsafe;

namespace Cci.Core.Generate;

/// <summary>SplitMix64 draws one at a time, on every platform: the definition the vector widths must equal.</summary>
internal readonly struct DrawScalar : IDrawVector<ulong>
{
    public static bool IsAccelerated
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => true;
    }

    public static int Lanes
    {
        [MethodImpl(MethodImplOptions.AggressiveInlining)]
        get => 1;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Create(ulong value) => value;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong First(ulong state) => state + SplitMix64.Gamma;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Add(ulong left, ulong right) => left + right;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong Multiply(ulong vector, ulong factor) => vector * factor;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong XorShiftRight(ulong vector, int shift) => vector ^ (vector >> shift);

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void Store(ulong draws, ref ulong destination, nuint offset) => Ref.Add(ref destination, offset) = draws;

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static void StoreCharacters(ulong low, ulong high, ref byte destination, nuint offset)
    {
        Ref.WriteUnaligned(ref Ref.Add(ref destination, offset), LittleEndian(SplitMix64.Printable4(low)));
        Ref.WriteUnaligned(ref Ref.Add(ref destination, offset + 4), LittleEndian(SplitMix64.Printable4(high)));
    }

    /// <summary>The characters in memory order, first in the low byte, on either byte order.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static uint LittleEndian(uint characters) =>
        BitConverter.IsLittleEndian ? characters : BinaryPrimitives.ReverseEndianness(characters);
}

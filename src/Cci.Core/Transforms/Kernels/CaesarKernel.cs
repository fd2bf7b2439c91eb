using System.Runtime.InteropServices;

namespace Cci.Core.Transforms.Kernels;

/// <summary>The SIMD Caesar kernel: whole vectors of the chosen width, then the table for the tail.</summary>
internal static class CaesarKernel
{
    public static void Apply(ReadOnlySpan<byte> source, Span<byte> destination, byte letterShift, byte digitShift, ReadOnlySpan<byte> table, int vectorBytes)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nuint length = (nuint)source.Length;
        nuint done = vectorBytes switch
        {
            64 => CaesarVector512.Apply(ref src, ref dst, length, letterShift, digitShift),
            32 => CaesarVector256.Apply(ref src, ref dst, length, letterShift, digitShift),
            16 => CaesarVector128.Apply(ref src, ref dst, length, letterShift, digitShift),
            _ => 0,
        };
        for (int i = (int)done; i < source.Length; i++)
        {
            destination[i] = table[source[i]];
        }
    }
}

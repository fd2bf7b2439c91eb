using System.Runtime.InteropServices;

namespace Cci.Core.Transforms.Kernels;

/// <summary>The Fast Caesar kernel: the widest vectors the hardware accelerates, then the table for the tail.</summary>
internal static class CaesarKernel
{
    public static void Apply(ReadOnlySpan<byte> source, Span<byte> destination, byte letterShift, byte digitShift, ReadOnlySpan<byte> table)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nuint length = (nuint)source.Length;
        nuint done = CaesarVector512.IsSupported ? CaesarVector512.Apply(ref src, ref dst, length, letterShift, digitShift)
            : CaesarVector256.IsSupported ? CaesarVector256.Apply(ref src, ref dst, length, letterShift, digitShift)
            : CaesarVector128.IsSupported ? CaesarVector128.Apply(ref src, ref dst, length, letterShift, digitShift)
            : 0;
        for (int i = (int)done; i < source.Length; i++)
        {
            destination[i] = table[source[i]];
        }
    }
}

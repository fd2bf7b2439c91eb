using System.Runtime.InteropServices;

namespace Cci.Core.Transforms.Kernels;

/// <summary>
/// The SIMD add kernel: whole vectors of the width <see cref="Core.Kernels.KernelCatalog"/> chose, then a scalar tail.
/// The width is switched on once per call, outside the loops.
/// </summary>
internal static class AddKernel
{
    public static void Apply(ReadOnlySpan<byte> source, Span<byte> destination, byte shift, int vectorBytes)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nuint length = (nuint)source.Length;
        nuint done = vectorBytes switch
        {
            64 => AddVector512.Apply(ref src, ref dst, length, shift),
            32 => AddVector256.Apply(ref src, ref dst, length, shift),
            16 => AddVector128.Apply(ref src, ref dst, length, shift),
            _ => 0,
        };
        for (int i = (int)done; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] + shift);
        }
    }
}

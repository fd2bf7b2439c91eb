using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;

namespace Cci.Core.Transforms.Kernels;

/// <summary>
/// The SIMD add kernel: whole vectors of the width <see cref="KernelCatalog"/> chose, then a scalar tail.
/// The vector loop is written once (<see cref="ApplyWhole"/>) and compiled once per <see cref="IVectorWidth{TVector}"/>;
/// the width is switched on once per call, outside the loops.
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
            64 => ApplyWhole<Width512, Vector512<byte>>(ref src, ref dst, length, shift),
            32 => ApplyWhole<Width256, Vector256<byte>>(ref src, ref dst, length, shift),
            16 => ApplyWhole<Width128, Vector128<byte>>(ref src, ref dst, length, shift),
            _ => 0,
        };
        for (int i = (int)done; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] + shift);
        }
    }

    /// <summary>Adds <paramref name="shift"/> to the first whole vectors of <paramref name="length"/> bytes; returns how many bytes it did (the caller does the tail).</summary>
    // Fully optimised from the first call: unoptimised code would call each width operation rather than inline it.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static nuint ApplyWhole<TWidth, TVector>(ref byte source, ref byte destination, nuint length, byte shift)
        where TWidth : struct, IVectorWidth<TVector>
        where TVector : struct
    {
        TVector add = TWidth.Create(shift);
        nuint width = TWidth.Bytes;
        nuint end = length - (length % width);

        // Forward only, one vector at a time, never re-reading a written byte: source and
        // destination may be the same memory, or two mappings of the same page.
        for (nuint i = 0; i < end; i += width)
        {
            TWidth.Store(TWidth.Add(TWidth.Load(ref source, i), add), ref destination, i);
        }

        return end;
    }
}

using System.Runtime.CompilerServices;
using Cci.Core.Kernels;

namespace Cci.Core.Transforms.Kernels;

/// <summary>
/// The SIMD add kernel: whole vectors of one width. The vector loop is written once (<see cref="ApplyWhole"/>) and
/// compiled once per <see cref="IVectorWidth{TVector}"/>; <see cref="AddTransform"/> switches on the width
/// <see cref="KernelCatalog"/> chose once per call, outside the loop, and does the tail with its plain kernel.
/// </summary>
internal static class AddKernel
{
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

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;

namespace Cci.Core.Compare.Kernels;

/// <summary>
/// Picks the compare kernel for a <see cref="Kernel"/>: the plain one (<see cref="CompareScalar"/>, one byte
/// pair at a time, as cmp does), or one that skips equal bytes four vectors at a time with a single test per
/// step (<see cref="SkipEqual"/>, written once and compiled once per <see cref="IVectorWidth{TVector}"/>: the
/// width <see cref="KernelCatalog"/> chose); only the step that differs, and the tail shorter than a step, go
/// to <see cref="CompareWord"/> to find the byte.
/// </summary>
internal static class CompareKernel
{
    /// <summary>The index of the first byte where the spans differ, or −1; compares the shorter length.</summary>
    // Fully optimised from the first call: a run lasts about 0.1 s, too short for tiering to replace the tier-0 loop.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int IndexOfDifference(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right, Kernel kernel)
    {
        if (!kernel.IsVector)
        {
            return CompareScalar.IndexOfDifference(left, right);
        }

        int length = Math.Min(left.Length, right.Length);
        left = left[..length];
        right = right[..length];
        int done = kernel.VectorBytes switch
        {
            64 => SkipEqual<Width512, Vector512<byte>>(left, right),
            32 => SkipEqual<Width256, Vector256<byte>>(left, right),
            16 => SkipEqual<Width128, Vector128<byte>>(left, right),
            _ => 0,
        };
        int rest = CompareWord.IndexOfDifference(left[done..], right[done..]);
        return rest < 0 ? -1 : done + rest;
    }

    /// <summary>How many leading bytes are equal in whole steps of four vectors: the start of the first step that differs, or of the tail.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int SkipEqual<TWidth, TVector>(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
        where TWidth : struct, IVectorWidth<TVector>
        where TVector : struct
    {
        ref byte l = ref MemoryMarshal.GetReference(left);
        ref byte r = ref MemoryMarshal.GetReference(right);
        nuint width = TWidth.Bytes;
        nuint length = (nuint)Math.Min(left.Length, right.Length);
        nuint i = 0;
        for (; i + (4 * width) <= length; i += 4 * width)
        {
            // The four differences OR-ed together: loads, XORs and one branch per step.
            TVector difference = TWidth.Or(
                TWidth.Or(
                    TWidth.Or(
                        TWidth.Xor(TWidth.Load(ref l, i), TWidth.Load(ref r, i)),
                        TWidth.Xor(TWidth.Load(ref l, i + width), TWidth.Load(ref r, i + width))),
                    TWidth.Xor(TWidth.Load(ref l, i + (2 * width)), TWidth.Load(ref r, i + (2 * width)))),
                TWidth.Xor(TWidth.Load(ref l, i + (3 * width)), TWidth.Load(ref r, i + (3 * width))));
            if (TWidth.AnyBitSet(difference))
            {
                break;
            }
        }

        return (int)i;
    }
}

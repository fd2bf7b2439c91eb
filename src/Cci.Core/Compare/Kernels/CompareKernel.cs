using System.Runtime.CompilerServices;
using Cci.Core.Kernels;

namespace Cci.Core.Compare.Kernels;

/// <summary>
/// Picks the compare kernel for a <see cref="Kernel"/>: the plain one (<see cref="CompareScalar"/>, one byte
/// pair at a time, as cmp does), or one that skips equal bytes four vectors at a time with a single test per
/// step (CompareVector512, 256 or 128: the width <see cref="KernelCatalog"/> chose); only the step that
/// differs, and the tail shorter than a step, go to <see cref="CompareWord"/> to find the byte.
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
            64 => CompareVector512.SkipEqual(left, right),
            32 => CompareVector256.SkipEqual(left, right),
            16 => CompareVector128.SkipEqual(left, right),
            _ => 0,
        };
        int rest = CompareWord.IndexOfDifference(left[done..], right[done..]);
        return rest < 0 ? -1 : done + rest;
    }
}

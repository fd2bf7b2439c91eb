using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Compare;

/// <summary>
/// The SIMD kernel: skips equal bytes four vectors at a time (Vector512, Vector256 or Vector128, the
/// width <see cref="Kernels.KernelCatalog"/> chose) with a single test per step; only the step that differs,
/// and the tail shorter than a step, go to <see cref="WordCompareKernel"/> to find the byte.
/// </summary>
public static class VectorCompareKernel
{
    /// <summary>The index of the first byte where the spans differ, or −1; compares the shorter length.</summary>
    // Fully optimised from the first call: a run lasts about 0.1 s, too short for tiering to replace the tier-0 loop.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int IndexOfDifference(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right, int vectorBytes)
    {
        int length = Math.Min(left.Length, right.Length);
        left = left[..length];
        right = right[..length];
        int done = vectorBytes switch
        {
            64 => SkipEqual512(left, right),
            32 => SkipEqual256(left, right),
            16 => SkipEqual128(left, right),
            _ => 0,
        };
        int rest = WordCompareKernel.IndexOfDifference(left[done..], right[done..]);
        return rest < 0 ? -1 : done + rest;
    }

    /// <summary>How many leading bytes are equal in whole steps of four Vector512s: the start of the first step that differs, or of the tail.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    internal static int SkipEqual512(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
    {
        ref byte l = ref MemoryMarshal.GetReference(left);
        ref byte r = ref MemoryMarshal.GetReference(right);
        nuint width = (nuint)Vector512<byte>.Count;
        nuint length = (nuint)Math.Min(left.Length, right.Length);
        nuint i = 0;
        for (; i + (4 * width) <= length; i += 4 * width)
        {
            // The four differences OR-ed together: loads, XORs and one branch per step.
            Vector512<byte> difference =
                (Vector512.LoadUnsafe(ref l, i) ^ Vector512.LoadUnsafe(ref r, i)) |
                (Vector512.LoadUnsafe(ref l, i + width) ^ Vector512.LoadUnsafe(ref r, i + width)) |
                (Vector512.LoadUnsafe(ref l, i + (2 * width)) ^ Vector512.LoadUnsafe(ref r, i + (2 * width))) |
                (Vector512.LoadUnsafe(ref l, i + (3 * width)) ^ Vector512.LoadUnsafe(ref r, i + (3 * width)));
            if (difference != Vector512<byte>.Zero)
            {
                break;
            }
        }

        return (int)i;
    }

    /// <summary>As <see cref="SkipEqual512"/>, with Vector256.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    internal static int SkipEqual256(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
    {
        ref byte l = ref MemoryMarshal.GetReference(left);
        ref byte r = ref MemoryMarshal.GetReference(right);
        nuint width = (nuint)Vector256<byte>.Count;
        nuint length = (nuint)Math.Min(left.Length, right.Length);
        nuint i = 0;
        for (; i + (4 * width) <= length; i += 4 * width)
        {
            Vector256<byte> difference =
                (Vector256.LoadUnsafe(ref l, i) ^ Vector256.LoadUnsafe(ref r, i)) |
                (Vector256.LoadUnsafe(ref l, i + width) ^ Vector256.LoadUnsafe(ref r, i + width)) |
                (Vector256.LoadUnsafe(ref l, i + (2 * width)) ^ Vector256.LoadUnsafe(ref r, i + (2 * width))) |
                (Vector256.LoadUnsafe(ref l, i + (3 * width)) ^ Vector256.LoadUnsafe(ref r, i + (3 * width)));
            if (difference != Vector256<byte>.Zero)
            {
                break;
            }
        }

        return (int)i;
    }

    /// <summary>As <see cref="SkipEqual512"/>, with Vector128 (SSE2 or AdvSimd: every x64 and Arm64 CPU, and NativeAOT's default target).</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    internal static int SkipEqual128(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
    {
        ref byte l = ref MemoryMarshal.GetReference(left);
        ref byte r = ref MemoryMarshal.GetReference(right);
        nuint width = (nuint)Vector128<byte>.Count;
        nuint length = (nuint)Math.Min(left.Length, right.Length);
        nuint i = 0;
        for (; i + (4 * width) <= length; i += 4 * width)
        {
            Vector128<byte> difference =
                (Vector128.LoadUnsafe(ref l, i) ^ Vector128.LoadUnsafe(ref r, i)) |
                (Vector128.LoadUnsafe(ref l, i + width) ^ Vector128.LoadUnsafe(ref r, i + width)) |
                (Vector128.LoadUnsafe(ref l, i + (2 * width)) ^ Vector128.LoadUnsafe(ref r, i + (2 * width))) |
                (Vector128.LoadUnsafe(ref l, i + (3 * width)) ^ Vector128.LoadUnsafe(ref r, i + (3 * width)));
            if (difference != Vector128<byte>.Zero)
            {
                break;
            }
        }

        return (int)i;
    }
}

using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Compare.Kernels;

/// <summary>The compare kernel on 512-bit vectors (AVX-512). Skips equal bytes four vectors at a time; the caller finds the byte.</summary>
internal static class CompareVector512
{
    /// <summary>How many leading bytes are equal in whole steps of four Vector512s: the start of the first step that differs, or of the tail.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int SkipEqual(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
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
}

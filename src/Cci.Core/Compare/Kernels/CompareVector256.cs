using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Compare.Kernels;

/// <summary>The compare kernel on 256-bit vectors (AVX2). Skips equal bytes four vectors at a time; the caller finds the byte.</summary>
internal static class CompareVector256
{
    /// <summary>How many leading bytes are equal in whole steps of four vectors: the start of the first step that differs, or of the tail.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int SkipEqual(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
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
}

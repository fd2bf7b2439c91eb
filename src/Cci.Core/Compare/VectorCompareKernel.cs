using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Compare;

/// <summary>
/// The Fast kernel: compares whole vectors (Vector512 where the CPU has it, else Vector256) and
/// only when a vector differs looks for the byte. The tail shorter than a vector goes to
/// <see cref="WordCompareKernel"/>, as does everything on a CPU without SIMD.
/// </summary>
public static class VectorCompareKernel
{
    /// <summary>Bytes compared per vector on this machine (8, a word, when no SIMD is used).</summary>
    public static int VectorBytes =>
        Vector512.IsHardwareAccelerated ? Vector512<byte>.Count : Vector256.IsHardwareAccelerated ? Vector256<byte>.Count : sizeof(ulong);

    /// <summary>The index of the first byte where the spans differ, or −1; compares the shorter length.</summary>
    // Fully optimised from the first call: a run lasts about 0.1 s, too short for tiering to replace the tier-0 loop.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int IndexOfDifference(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
    {
        int length = Math.Min(left.Length, right.Length);
        ref byte l = ref MemoryMarshal.GetReference(left);
        ref byte r = ref MemoryMarshal.GetReference(right);
        nuint done = 0;
        int found = Vector512.IsHardwareAccelerated ? Search512(ref l, ref r, (nuint)length, ref done)
            : Vector256.IsHardwareAccelerated ? Search256(ref l, ref r, (nuint)length, ref done)
            : -1;
        if (found >= 0)
        {
            return found;
        }

        int tail = WordCompareKernel.IndexOfDifference(left[(int)done..length], right[(int)done..length]);
        return tail < 0 ? -1 : (int)done + tail;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static int Search512(ref byte l, ref byte r, nuint length, ref nuint done)
    {
        nuint width = (nuint)Vector512<byte>.Count;
        nuint i = 0;
        // Four vectors per step with their differences OR-ed into one test: loads, XORs and a single branch.
        for (; i + (4 * width) <= length; i += 4 * width)
        {
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

        for (; i + width <= length; i += width)
        {
            ulong equal = Vector512.Equals(Vector512.LoadUnsafe(ref l, i), Vector512.LoadUnsafe(ref r, i)).ExtractMostSignificantBits();
            if (equal != ulong.MaxValue)
            {
                return (int)i + BitOperations.TrailingZeroCount(~equal);
            }
        }

        done = i;
        return -1;
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static int Search256(ref byte l, ref byte r, nuint length, ref nuint done)
    {
        nuint width = (nuint)Vector256<byte>.Count;
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

        for (; i + width <= length; i += width)
        {
            uint equal = Vector256.Equals(Vector256.LoadUnsafe(ref l, i), Vector256.LoadUnsafe(ref r, i)).ExtractMostSignificantBits();
            if (equal != uint.MaxValue)
            {
                return (int)i + BitOperations.TrailingZeroCount(~equal);
            }
        }

        done = i;
        return -1;
    }
}

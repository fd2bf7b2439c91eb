using System.Runtime.CompilerServices;

namespace Cci.Core.Compare.Kernels;

/// <summary>The plain kernel: one byte pair at a time, as cmp does.</summary>
internal static class CompareScalar
{
    /// <summary>The index of the first byte where the spans differ, or −1; compares the shorter length.</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int IndexOfDifference(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
    {
        int length = Math.Min(left.Length, right.Length);
        left = left[..length];
        right = right[..length];
        for (int i = 0; i < left.Length; i++)
        {
            if (left[i] != right[i])
            {
                return i;
            }
        }

        return -1;
    }
}

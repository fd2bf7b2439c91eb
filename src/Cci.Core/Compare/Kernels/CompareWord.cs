using System.Buffers.Binary;
using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Cci.Core.Compare.Kernels;

/// <summary>The article's technique: compare 8 bytes at a time as one 64-bit word; only a differing word is searched for its byte.</summary>
internal static class CompareWord
{
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static int IndexOfDifference(ReadOnlySpan<byte> left, ReadOnlySpan<byte> right)
    {
        int length = Math.Min(left.Length, right.Length);
        ReadOnlySpan<ulong> leftWords = MemoryMarshal.Cast<byte, ulong>(left[..length]);
        ReadOnlySpan<ulong> rightWords = MemoryMarshal.Cast<byte, ulong>(right[..length]);
        for (int i = 0; i < leftWords.Length; i++)
        {
            ulong difference = leftWords[i] ^ rightWords[i];
            if (difference != 0)
            {
                // Read as little-endian, the first differing byte holds the lowest set bit.
                ulong littleEndian = BitConverter.IsLittleEndian ? difference : BinaryPrimitives.ReverseEndianness(difference);
                return (i * sizeof(ulong)) + (BitOperations.TrailingZeroCount(littleEndian) / 8);
            }
        }

        int done = leftWords.Length * sizeof(ulong);
        int tail = CompareScalar.IndexOfDifference(left[done..length], right[done..length]);
        return tail < 0 ? -1 : done + tail;
    }
}

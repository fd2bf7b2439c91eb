using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Cci.Core.Count.Kernels;

/// <summary>
/// The Fast kernel. Each 64-byte block becomes three bit masks of one bit per byte: newline, space
/// (one compare for space, one unsigned range compare for \t..\r) and word byte (0x21..0x7E, one
/// range compare); every other byte neither starts nor ends a word (<see cref="WordBytes"/>). Lines
/// are the newline bits. A word starts at a word byte whose nearest space-or-word byte before it is a
/// space: mark each byte after a space, let the marks run through the bytes that are neither by
/// adding those bits to the marks (a carry runs along a run of ones), and keep the word bytes the
/// marks land on. The carry out of the top bit, or a space there, passes the state to the next
/// block. Both counts are popcounts. The masks come from a vector width's <see cref="ICountBlock"/>
/// (CountVector512, 256 or 128: the width the kernel catalog chose). The last partial block is the
/// last whole block read again with the lanes already counted shifted out; a text shorter than a block
/// is counted a byte at a time.
/// </summary>
internal static class CountBlocks
{
    private const int Block = 64;

    public static WordCounts Count(ReadOnlySpan<byte> bytes, int vectorBytes) => vectorBytes switch
    {
        64 => Count<CountVector512>(bytes),
        32 => Count<CountVector256>(bytes),
        _ => Count<CountVector128>(bytes),
    };

    public static WordCounts CountLines(ReadOnlySpan<byte> bytes, int vectorBytes) => vectorBytes switch
    {
        64 => CountLines<CountVector512>(bytes),
        32 => CountLines<CountVector256>(bytes),
        _ => CountLines<CountVector128>(bytes),
    };

    /// <summary>Bytes of 0x80..0xBF (UTF-8 continuation bytes).</summary>
    public static long CountContinuation(ReadOnlySpan<byte> bytes, int vectorBytes) => vectorBytes switch
    {
        64 => CountContinuation<CountVector512>(bytes),
        32 => CountContinuation<CountVector256>(bytes),
        _ => CountContinuation<CountVector128>(bytes),
    };

    // Fully optimised from the first call: a short-lived wc would otherwise spend its first stripes in
    // unoptimised tier-0 code, where vector operations are calls rather than instructions.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static WordCounts Count<TBlock>(ReadOnlySpan<byte> bytes)
        where TBlock : struct, ICountBlock
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        nuint end = (nuint)(bytes.Length - (bytes.Length % Block));
        long lines = 0;
        long words = 0;
        ulong carry = 1;
        for (nuint i = 0; i < end; i += Block)
        {
            (ulong space, ulong word, ulong newline) = TBlock.Masks(ref start, i);
            ulong neither = ~(space | word);
            ulong marks = (space << 1) | carry;
            ulong landed = marks + neither;
            words += BitOperations.PopCount(landed & word);
            lines += BitOperations.PopCount(newline);
            carry = (space >> 63) | (landed < marks ? 1UL : 0UL);
        }

        if (TailShift(bytes.Length) is int shift)
        {
            // The last block again, ending at the last byte: the lanes the loop counted are shifted out, the tail's stay.
            (ulong space, ulong word, ulong newline) = TBlock.Masks(ref start, (nuint)(bytes.Length - Block));
            (space, word, newline) = (space >> shift, word >> shift, newline >> shift);
            ulong marks = (space << 1) | carry;
            ulong landed = marks + ~(space | word);
            return WordCounts.Of(bytes, lines + BitOperations.PopCount(newline), words + BitOperations.PopCount(landed & word));
        }

        (long tailLines, long tailWords) = CountScalar.CountFrom(bytes[(int)end..], afterSpace: carry != 0);
        return WordCounts.Of(bytes, lines + tailLines, words + tailWords);
    }

    /// <summary>
    /// How far the masks of the last whole block (ending at the last byte) shift right to keep only the bytes after the
    /// last aligned block; null when there are none, or fewer than a block in all (those take the scalar tail).
    /// </summary>
    /// <remarks>
    /// Bytes after the tail's top are zero in the shifted masks: a word's carry can run into them but not back (an add
    /// carries upward only), so the tail's own bits are exact.
    /// </remarks>
    private static int? TailShift(int length) => length % Block is int tail and > 0 && length >= Block ? Block - tail : null;

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static WordCounts CountLines<TBlock>(ReadOnlySpan<byte> bytes)
        where TBlock : struct, ICountBlock
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        nuint end = (nuint)(bytes.Length - (bytes.Length % Block));
        long lines = 0;
        for (nuint i = 0; i < end; i += Block)
        {
            lines += BitOperations.PopCount(TBlock.NewlineMask(ref start, i));
        }

        if (TailShift(bytes.Length) is int shift)
        {
            lines += BitOperations.PopCount(TBlock.NewlineMask(ref start, (nuint)(bytes.Length - Block)) >> shift);
            return new WordCounts(lines, 0, bytes.Length, false, false);
        }

        return new WordCounts(lines + CountScalar.LinesIn(bytes[(int)end..]), 0, bytes.Length, false, false);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static long CountContinuation<TBlock>(ReadOnlySpan<byte> bytes)
        where TBlock : struct, ICountBlock
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        nuint end = (nuint)(bytes.Length - (bytes.Length % Block));
        long count = 0;
        for (nuint i = 0; i < end; i += Block)
        {
            count += BitOperations.PopCount(TBlock.ContinuationMask(ref start, i));
        }

        if (TailShift(bytes.Length) is int shift)
        {
            return count + BitOperations.PopCount(TBlock.ContinuationMask(ref start, (nuint)(bytes.Length - Block)) >> shift);
        }

        foreach (byte b in bytes[(int)end..])
        {
            count += (b & 0xC0) == 0x80 ? 1 : 0;
        }

        return count;
    }
}

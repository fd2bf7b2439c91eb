using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;

namespace Cci.Core.Count.Kernels;

/// <summary>
/// The Fast kernel. Each 64-byte block becomes two bit masks of one bit per byte: newline, and space
/// (one compare for space, one for the no-break byte the mode passes, one unsigned range compare for
/// \t..\r); every byte that is not a space is part of a word (<see cref="WordBytes"/>). Lines are the
/// newline bits. A word starts at a byte that is not a space where the byte before it is one: the
/// space mask shifted up a bit, with the last block's top bit (or, first, the start of the input)
/// shifted in, and the block's bytes that are not spaces. Both counts are popcounts. The masks come
/// from a vector width's <see cref="ICountBlock"/> (CountVector512, 256 or 128: the width the kernel
/// catalog chose). The last partial block is the last whole block read again with the lanes already
/// counted shifted out; a text shorter than a block is counted a byte at a time.
/// </summary>
internal static class CountBlocks
{
    private const int Block = 64;

    /// <summary>Lines and words; <paramref name="noBreak"/> is the byte besides the six that ends a word (<see cref="WordBytes"/>).</summary>
    public static WordCounts Count(ReadOnlySpan<byte> bytes, int vectorBytes, byte noBreak) => vectorBytes switch
    {
        64 => Count<CountVector512>(bytes, noBreak),
        32 => Count<CountVector256>(bytes, noBreak),
        _ => Count<CountVector128>(bytes, noBreak),
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
    private static WordCounts Count<TBlock>(ReadOnlySpan<byte> bytes, byte noBreak)
        where TBlock : struct, ICountBlock
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        nuint end = (nuint)(bytes.Length - (bytes.Length % Block));
        long lines = 0;
        long words = 0;
        ulong carry = 1;
        for (nuint i = 0; i < end; i += Block)
        {
            (ulong space, ulong newline) = TBlock.Masks(ref start, i, noBreak);
            words += BitOperations.PopCount(~space & ((space << 1) | carry));
            lines += BitOperations.PopCount(newline);
            carry = space >> 63;
        }

        if (TailShift(bytes.Length) is int shift)
        {
            // The last block again, ending at the last byte: the lanes the loop counted are shifted out, the tail's stay.
            (ulong space, ulong newline) = TBlock.Masks(ref start, (nuint)(bytes.Length - Block), noBreak);
            ulong word = ~space >> shift;
            (space, newline) = (space >> shift, newline >> shift);
            return WordCounts.Of(bytes, lines + BitOperations.PopCount(newline), words + BitOperations.PopCount(word & ((space << 1) | carry)), noBreak);
        }

        (long tailLines, long tailWords) = CountScalar.CountFrom(bytes[(int)end..], afterSpace: carry != 0, noBreak);
        return WordCounts.Of(bytes, lines + tailLines, words + tailWords, noBreak);
    }

    /// <summary>
    /// How far the masks of the last whole block (ending at the last byte) shift right to keep only the bytes after the
    /// last aligned block; null when there are none, or fewer than a block in all (those take the scalar tail).
    /// </summary>
    /// <remarks>
    /// Bits above the tail's top are zero in the shifted masks, the word bits (the bytes that are not spaces) included,
    /// so no word starts there.
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

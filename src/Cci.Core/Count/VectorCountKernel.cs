using System.Numerics;
using System.Runtime.CompilerServices;
using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Count;

/// <summary>
/// The Fast kernel. Each 64-byte block becomes three bit masks of one bit per byte: newline, space
/// (one compare for space, one unsigned range compare for \t..\r) and word byte (0x21..0x7E, one
/// range compare); every other byte neither starts nor ends a word (<see cref="WordBytes"/>). Lines
/// are the newline bits. A word starts at a word byte whose nearest space-or-word byte before it is a
/// space: mark each byte after a space, let the marks run through the bytes that are neither by
/// adding those bits to the marks (a carry runs along a run of ones), and keep the word bytes the
/// marks land on. The carry out of the top bit, or a space there, passes the state to the next
/// block. Both counts are popcounts. The widest vectors the hardware accelerates make the masks; a
/// scalar tail finishes the last partial block.
/// </summary>
internal static class VectorCountKernel
{
    private const int Block = 64;

    // Fully optimised from the first call: a short-lived wc would otherwise spend its first stripes in
    // unoptimised tier-0 code, where vector operations are calls rather than instructions.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static WordCounts Count(ReadOnlySpan<byte> bytes)
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        nuint end = (nuint)(bytes.Length - (bytes.Length % Block));
        long lines = 0;
        long words = 0;
        ulong carry = 1;
        for (nuint i = 0; i < end; i += Block)
        {
            (ulong space, ulong word, ulong newline) = Masks(ref start, i);
            ulong neither = ~(space | word);
            ulong marks = (space << 1) | carry;
            ulong landed = marks + neither;
            words += BitOperations.PopCount(landed & word);
            lines += BitOperations.PopCount(newline);
            carry = (space >> 63) | (landed < marks ? 1UL : 0UL);
        }

        (long tailLines, long tailWords) = ScalarCountKernel.CountFrom(bytes[(int)end..], afterSpace: carry != 0);
        return WordCounts.Of(bytes, lines + tailLines, words + tailWords);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static WordCounts CountLines(ReadOnlySpan<byte> bytes)
    {
        ref byte start = ref MemoryMarshal.GetReference(bytes);
        nuint end = (nuint)(bytes.Length - (bytes.Length % Block));
        long lines = 0;
        for (nuint i = 0; i < end; i += Block)
        {
            lines += BitOperations.PopCount(NewlineMask(ref start, i));
        }

        return new WordCounts(lines + ScalarCountKernel.LinesIn(bytes[(int)end..]), 0, bytes.Length, false, false);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static (ulong Space, ulong Word, ulong Newline) Masks(ref byte start, nuint offset)
    {
        if (Vector512.IsHardwareAccelerated)
        {
            Vector512<byte> v = Vector512.LoadUnsafe(ref start, offset);
            return (
                Vector512.ExtractMostSignificantBits(IsSpace(v)),
                Vector512.ExtractMostSignificantBits(IsWordByte(v)),
                Vector512.ExtractMostSignificantBits(Vector512.Equals(v, Vector512.Create((byte)'\n'))));
        }

        if (Vector256.IsHardwareAccelerated)
        {
            Vector256<byte> lo = Vector256.LoadUnsafe(ref start, offset);
            Vector256<byte> hi = Vector256.LoadUnsafe(ref start, offset + 32);
            Vector256<byte> newline = Vector256.Create((byte)'\n');
            return (
                Vector256.ExtractMostSignificantBits(IsSpace(lo)) | ((ulong)Vector256.ExtractMostSignificantBits(IsSpace(hi)) << 32),
                Vector256.ExtractMostSignificantBits(IsWordByte(lo)) | ((ulong)Vector256.ExtractMostSignificantBits(IsWordByte(hi)) << 32),
                Vector256.ExtractMostSignificantBits(Vector256.Equals(lo, newline)) | ((ulong)Vector256.ExtractMostSignificantBits(Vector256.Equals(hi, newline)) << 32));
        }

        ulong space = 0;
        ulong word = 0;
        ulong newlines = 0;
        for (int part = 0; part < 4; part++)
        {
            Vector128<byte> v = Vector128.LoadUnsafe(ref start, offset + (nuint)(16 * part));
            space |= (ulong)Vector128.ExtractMostSignificantBits(IsSpace(v)) << (16 * part);
            word |= (ulong)Vector128.ExtractMostSignificantBits(IsWordByte(v)) << (16 * part);
            newlines |= (ulong)Vector128.ExtractMostSignificantBits(Vector128.Equals(v, Vector128.Create((byte)'\n'))) << (16 * part);
        }

        return (space, word, newlines);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static ulong NewlineMask(ref byte start, nuint offset)
    {
        if (Vector512.IsHardwareAccelerated)
        {
            return Vector512.ExtractMostSignificantBits(Vector512.Equals(Vector512.LoadUnsafe(ref start, offset), Vector512.Create((byte)'\n')));
        }

        if (Vector256.IsHardwareAccelerated)
        {
            Vector256<byte> newline = Vector256.Create((byte)'\n');
            return Vector256.ExtractMostSignificantBits(Vector256.Equals(Vector256.LoadUnsafe(ref start, offset), newline))
                | ((ulong)Vector256.ExtractMostSignificantBits(Vector256.Equals(Vector256.LoadUnsafe(ref start, offset + 32), newline)) << 32);
        }

        ulong mask = 0;
        for (int part = 0; part < 4; part++)
        {
            Vector128<byte> v = Vector128.LoadUnsafe(ref start, offset + (nuint)(16 * part));
            mask |= (ulong)Vector128.ExtractMostSignificantBits(Vector128.Equals(v, Vector128.Create((byte)'\n'))) << (16 * part);
        }

        return mask;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> IsSpace(Vector512<byte> v) =>
        Vector512.Equals(v, Vector512.Create((byte)' ')) | Vector512.LessThanOrEqual(v - Vector512.Create((byte)'\t'), Vector512.Create((byte)('\r' - '\t')));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> IsSpace(Vector256<byte> v) =>
        Vector256.Equals(v, Vector256.Create((byte)' ')) | Vector256.LessThanOrEqual(v - Vector256.Create((byte)'\t'), Vector256.Create((byte)('\r' - '\t')));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> IsSpace(Vector128<byte> v) =>
        Vector128.Equals(v, Vector128.Create((byte)' ')) | Vector128.LessThanOrEqual(v - Vector128.Create((byte)'\t'), Vector128.Create((byte)('\r' - '\t')));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector512<byte> IsWordByte(Vector512<byte> v) =>
        Vector512.LessThanOrEqual(v - Vector512.Create((byte)0x21), Vector512.Create((byte)(0x7E - 0x21)));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector256<byte> IsWordByte(Vector256<byte> v) =>
        Vector256.LessThanOrEqual(v - Vector256.Create((byte)0x21), Vector256.Create((byte)(0x7E - 0x21)));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    private static Vector128<byte> IsWordByte(Vector128<byte> v) =>
        Vector128.LessThanOrEqual(v - Vector128.Create((byte)0x21), Vector128.Create((byte)(0x7E - 0x21)));
}

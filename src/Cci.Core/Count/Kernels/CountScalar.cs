using System.Runtime.CompilerServices;

namespace Cci.Core.Count.Kernels;

/// <summary>The plain kernel: a byte at a time; also the tail of the Fast one.</summary>
internal static class CountScalar
{
    /// <summary>Lines and words; <paramref name="noBreak"/> is the byte besides the six that ends a word (<see cref="WordBytes"/>).</summary>
    public static WordCounts Count(ReadOnlySpan<byte> bytes, byte noBreak)
    {
        (long lines, long words) = CountFrom(bytes, afterSpace: true, noBreak);
        return WordCounts.Of(bytes, lines, words, noBreak);
    }

    public static WordCounts CountLines(ReadOnlySpan<byte> bytes) => new(LinesIn(bytes), 0, bytes.Length, false, false);

    /// <summary>
    /// Lines and word starts. A word starts at a byte that is not a space (<see cref="WordBytes"/>) when the byte
    /// before it was a space, or there was none (<paramref name="afterSpace"/> is that state where the bytes begin).
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static (long Lines, long Words) CountFrom(ReadOnlySpan<byte> bytes, bool afterSpace, byte noBreak)
    {
        long lines = 0;
        long words = 0;
        foreach (byte b in bytes)
        {
            lines += b == (byte)'\n' ? 1 : 0;
            bool space = WordBytes.IsSpace(b, noBreak);
            words += afterSpace & !space ? 1 : 0;
            afterSpace = space;
        }

        return (lines, words);
    }

    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static long LinesIn(ReadOnlySpan<byte> bytes)
    {
        long lines = 0;
        foreach (byte b in bytes)
        {
            lines += b == (byte)'\n' ? 1 : 0;
        }

        return lines;
    }
}

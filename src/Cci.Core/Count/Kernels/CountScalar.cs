using System.Runtime.CompilerServices;

namespace Cci.Core.Count.Kernels;

/// <summary>The plain kernel: a byte at a time; also the tail of the Fast one.</summary>
internal static class CountScalar
{
    public static WordCounts Count(ReadOnlySpan<byte> bytes)
    {
        (long lines, long words) = CountFrom(bytes, afterSpace: true);
        return WordCounts.Of(bytes, lines, words);
    }

    public static WordCounts CountLines(ReadOnlySpan<byte> bytes) => new(LinesIn(bytes), 0, bytes.Length, false, false);

    /// <summary>
    /// Lines and word starts. A word starts at a word byte when the last space-or-word byte before it
    /// was a space, or there was none (<paramref name="afterSpace"/> is that state where the bytes begin);
    /// bytes that are neither (<see cref="WordBytes"/>) leave the state as it is.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static (long Lines, long Words) CountFrom(ReadOnlySpan<byte> bytes, bool afterSpace)
    {
        long lines = 0;
        long words = 0;
        foreach (byte b in bytes)
        {
            lines += b == (byte)'\n' ? 1 : 0;
            if (WordBytes.IsSpace(b))
            {
                afterSpace = true;
            }
            else if (WordBytes.IsWordByte(b))
            {
                words += afterSpace ? 1 : 0;
                afterSpace = false;
            }
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

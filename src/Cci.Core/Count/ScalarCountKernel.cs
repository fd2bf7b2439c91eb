using System.Runtime.CompilerServices;

namespace Cci.Core.Count;

/// <summary>The plain kernel: a byte at a time; also the tail of the Fast one.</summary>
internal static class ScalarCountKernel
{
    public static WordCounts Count(ReadOnlySpan<byte> bytes)
    {
        (long lines, long words) = CountFrom(bytes, previousIsSpace: true);
        return WordCounts.Of(bytes, lines, words);
    }

    public static WordCounts CountLines(ReadOnlySpan<byte> bytes) => new(LinesIn(bytes), 0, bytes.Length, false, false);

    /// <summary>Lines and word starts; a word starts at a non-space byte after a space (or after the state passed in).</summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static (long Lines, long Words) CountFrom(ReadOnlySpan<byte> bytes, bool previousIsSpace)
    {
        long lines = 0;
        long words = 0;
        foreach (byte b in bytes)
        {
            bool space = AsciiWhitespace.Is(b);
            lines += b == (byte)'\n' ? 1 : 0;
            words += previousIsSpace && !space ? 1 : 0;
            previousIsSpace = space;
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

namespace Cci.Core.Count;

/// <summary>
/// Line, word and byte counts of a run of bytes, with whether it begins and ends inside a word,
/// so the counts of neighbouring stripes join into the counts of the whole: a word that straddles
/// the boundary was counted by both sides and is counted once.
/// </summary>
public readonly record struct WordCounts(long Lines, long Words, long Bytes, bool StartsInWord, bool EndsInWord)
{
    public static WordCounts Empty => default;

    /// <summary>The counts of this run followed directly by <paramref name="next"/>.</summary>
    public WordCounts Then(WordCounts next)
    {
        if (Bytes == 0)
        {
            return next;
        }

        if (next.Bytes == 0)
        {
            return this;
        }

        long joined = EndsInWord && next.StartsInWord ? 1 : 0;
        return new WordCounts(Lines + next.Lines, Words + next.Words - joined, Bytes + next.Bytes, StartsInWord, next.EndsInWord);
    }

    /// <summary>Counts for <paramref name="bytes"/>, given its line and word totals (words counted as if a space came before it).</summary>
    internal static WordCounts Of(ReadOnlySpan<byte> bytes, long lines, long words) =>
        bytes.IsEmpty
            ? Empty
            : new WordCounts(lines, words, bytes.Length, !AsciiWhitespace.Is(bytes[0]), !AsciiWhitespace.Is(bytes[^1]));
}

namespace Cci.Core.Count;

/// <summary>
/// Line, word and byte counts of a run of bytes, with what its edges do to a word, so the counts of
/// neighbouring stripes join into the counts of the whole: a word that straddles the boundary was
/// counted by both sides and is counted once.
/// </summary>
/// <param name="StartsInWord">The run's first character is part of a word (not white space, <see cref="WordBytes"/>).</param>
/// <param name="EndsInWord">The run's last character is part of a word.</param>
/// <param name="Transparent">No character starts in the run (in UTF-8, a run of a few bytes can hold only the tail of a
/// character that began before it): the run leaves the state before it unchanged, so a word before it goes on after it.</param>
/// <param name="Characters">Characters (-m) in a UTF-8 locale, counted where their first byte lies; 0 where not counted.</param>
/// <param name="Width">The -L measures (<see cref="LineWidth"/>); default where not measured.</param>
internal readonly record struct WordCounts(long Lines, long Words, long Bytes, bool StartsInWord, bool EndsInWord, bool Transparent = false, long Characters = 0, LineWidth Width = default)
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
        return new WordCounts(
            Lines + next.Lines,
            Words + next.Words - joined,
            Bytes + next.Bytes,
            Transparent ? next.StartsInWord : StartsInWord,
            next.Transparent ? EndsInWord : next.EndsInWord,
            Transparent && next.Transparent,
            Characters + next.Characters,
            Width.Then(next.Width));
    }

    /// <summary>
    /// Counts for <paramref name="bytes"/> where a byte is a character, given its line and word totals (words counted
    /// as if a space came before it); <paramref name="noBreak"/> as <see cref="WordBytes"/> takes it.
    /// </summary>
    internal static WordCounts Of(ReadOnlySpan<byte> bytes, long lines, long words, byte noBreak) =>
        bytes.IsEmpty
            ? Empty
            : new WordCounts(lines, words, bytes.Length, !WordBytes.IsSpace(bytes[0], noBreak), !WordBytes.IsSpace(bytes[^1], noBreak));
}

namespace Cci.Core.Count;

/// <summary>
/// What a run of bytes does to GNU wc's -L (the longest line's display width), in a form that joins
/// with its neighbours' so stripes can be measured apart. A line ends at \n, \r or \f; a tab moves to
/// the next multiple of 8. Up to its first line end the run is a function of the position it starts
/// at: x + <see cref="Lead"/> without a tab, else the first tab's stop after x + Lead, plus
/// <see cref="AfterTab"/> (what follows the first tab does not depend on x beyond that stop).
/// </summary>
/// <param name="Lead">Width added before the first tab (or the first line end, or the run's end).</param>
/// <param name="HasTab">Whether a tab comes before the first line end.</param>
/// <param name="AfterTab">The position after the first tab's part, counted from the tab's stop.</param>
/// <param name="HasBreak">Whether the run holds a line end.</param>
/// <param name="Inner">The widest line that ends at a later line end than the first.</param>
/// <param name="Suffix">The position after the last line end, at the run's end.</param>
internal readonly record struct LineWidth(long Lead, bool HasTab, long AfterTab, bool HasBreak, long Inner, long Suffix)
{
    /// <summary>The width of the longest line of a whole input these are the measures of.</summary>
    public long Longest => HasBreak ? Math.Max(Math.Max(At(0), Inner), Suffix) : At(0);

    /// <summary>The position at the first line end (or at the end) when the run starts at <paramref name="x"/>.</summary>
    public long At(long x) => HasTab ? TabStop(x + Lead) + AfterTab : x + Lead;

    /// <summary>The measures of this run followed directly by <paramref name="next"/>.</summary>
    public LineWidth Then(LineWidth next)
    {
        if (!HasBreak)
        {
            // Compose the two functions up to the first line end.
            (long lead, bool tab, long after) = HasTab
                ? (Lead, true, next.At(AfterTab))
                : (Lead + next.Lead, next.HasTab, next.AfterTab);
            return new LineWidth(lead, tab, after, next.HasBreak, next.Inner, next.Suffix);
        }

        if (!next.HasBreak)
        {
            return this with { Suffix = next.At(Suffix) };
        }

        return this with { Inner = Math.Max(Math.Max(Inner, next.At(Suffix)), next.Inner), Suffix = next.Suffix };
    }

    public static long TabStop(long x) => (x / 8 + 1) * 8;
}

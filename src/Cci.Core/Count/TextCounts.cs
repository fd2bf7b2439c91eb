namespace Cci;

/// <summary>The counts of one file, as GNU wc counts them. A value not asked for (<see cref="CountingOptions.Values"/>) is 0.</summary>
/// <param name="Lines">Newline bytes.</param>
/// <param name="Words">Words.</param>
/// <param name="Characters">Characters: UTF-8 characters with <see cref="CountingOptions.Utf8"/> (a byte that starts none is not one), else bytes.</param>
/// <param name="Bytes">Bytes.</param>
/// <param name="LongestLine">The display width of the longest line.</param>
/// <remarks>
/// How it grows: a count added later comes as an <c>init</c> property declared in the body, 0 where not counted, never as
/// a new constructor parameter, so the five-value constructor and <c>Deconstruct</c> stay as shipped and code compiled
/// against an earlier version keeps running. Read the counts by name (<c>counts.Words</c>, or
/// <c>counts with { ... }</c>) rather than by position to see the new ones.
/// </remarks>
public readonly record struct TextCounts(long Lines, long Words, long Characters, long Bytes, long LongestLine);

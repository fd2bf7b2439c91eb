namespace Cci;

/// <summary>The counts of one file, as GNU wc counts them. A value not asked for (<see cref="CountingOptions.Values"/>) is 0.</summary>
/// <param name="Lines">Newline bytes.</param>
/// <param name="Words">Words.</param>
/// <param name="Characters">Characters: UTF-8 characters with <see cref="CountingOptions.Utf8"/> (a byte that starts none is not one), else bytes.</param>
/// <param name="Bytes">Bytes.</param>
/// <param name="LongestLine">The display width of the longest line.</param>
public readonly record struct TextCounts(long Lines, long Words, long Characters, long Bytes, long LongestLine);

using Cci.Core.Count;

namespace Cci.Core.Library;

/// <summary>The library's counting options and results in the count job's terms, and back.</summary>
internal static class CountingMapping
{
    /// <summary>The job's options for paths the engine reads literally.</summary>
    public static CountOptions ToJob(IReadOnlyList<string> paths, CountingOptions options)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(options.Processing);
        const CountedValues every = CountedValues.Lines | CountedValues.Words | CountedValues.Bytes | CountedValues.Characters | CountedValues.LongestLine;
        if (options.Values == CountedValues.None || (options.Values & ~every) != 0)
        {
            throw new ArgumentException($"Count one or more of {every}; {options.Values} is not that.", nameof(options));
        }

        return new CountOptions
        {
            Paths = paths,
            Columns = ToColumns(options.Values),
            Mode = new TextMode(options.Utf8, NonBreakingSpaceSeparates: !options.PosixWords),
            Strategy = StrategyMapping.ToStrategy(options.Processing),
        };
    }

    public static CountColumns ToColumns(CountedValues values) =>
        (values.HasFlag(CountedValues.Lines) ? CountColumns.Lines : CountColumns.None)
        | (values.HasFlag(CountedValues.Words) ? CountColumns.Words : CountColumns.None)
        | (values.HasFlag(CountedValues.Bytes) ? CountColumns.Bytes : CountColumns.None)
        | (values.HasFlag(CountedValues.Characters) ? CountColumns.Chars : CountColumns.None)
        | (values.HasFlag(CountedValues.LongestLine) ? CountColumns.MaxLineLength : CountColumns.None);

    /// <summary>The counts asked for, the others 0; characters are bytes outside a UTF-8 locale, as GNU wc counts them.</summary>
    public static TextCounts ToCounts(WordCounts counts, CountedValues values, bool utf8) => new(
        values.HasFlag(CountedValues.Lines) ? counts.Lines : 0,
        values.HasFlag(CountedValues.Words) ? counts.Words : 0,
        values.HasFlag(CountedValues.Characters) ? utf8 ? counts.Chars : counts.Bytes : 0,
        values.HasFlag(CountedValues.Bytes) ? counts.Bytes : 0,
        values.HasFlag(CountedValues.LongestLine) ? counts.Width.Longest : 0);

    /// <summary>One path's outcome, named as the caller gave it.</summary>
    public static FileCounts ToFileCounts(FileCount count, string path, CountedValues values, bool utf8) =>
        new(path, count.Counts is WordCounts c ? ToCounts(c, values, utf8) : null, count.Error, count.RegularSize);
}

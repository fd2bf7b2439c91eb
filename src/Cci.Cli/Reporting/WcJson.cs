namespace Cci.Cli.Reporting;

/// <summary>Makes wc --json's document from the counts: the columns wc would print, and the total when it would print one.</summary>
internal static class WcJson
{
    /// <summary>The document; its last fields are what ran (<paramref name="run"/>, the library's report of the whole count), as every job's report ends.</summary>
    public static WcJsonReport From(IReadOnlyList<FileCounts> counts, WcLayout layout, ProcessingReport run, long requestedViewSize)
    {
        CountedValues columns = layout.Columns;
        var files = counts.Select(count => Of(layout.NameOf(count), count.Counts, count.Error, columns)).ToList();
        WcJsonCount? sum = null;
        if (layout.PrintsTotal(counts.Count))
        {
            TextCounts[] counted = [.. counts.Where(c => c.Counts is not null).Select(c => c.Counts!.Value)];
            sum = new WcJsonCount(
                null,
                Column(columns, CountedValues.Lines, counted.Sum(c => c.Lines)),
                Column(columns, CountedValues.Words, counted.Sum(c => c.Words)),
                Column(columns, CountedValues.Characters, counted.Sum(c => c.Characters)),
                Column(columns, CountedValues.Bytes, counted.Sum(c => c.Bytes)),
                Column(columns, CountedValues.LongestLine, counted.Length == 0 ? 0 : counted.Max(c => c.LongestLine)),
                null);
        }

        return new WcJsonReport(run, requestedViewSize) { Files = layout.Total == TotalMode.Only ? [] : files, Total = sum };
    }

    private static WcJsonCount Of(string? name, TextCounts? counts, string? error, CountedValues columns) =>
        counts is TextCounts c
            ? new WcJsonCount(
                name,
                Column(columns, CountedValues.Lines, c.Lines),
                Column(columns, CountedValues.Words, c.Words),
                Column(columns, CountedValues.Characters, c.Characters),
                Column(columns, CountedValues.Bytes, c.Bytes),
                Column(columns, CountedValues.LongestLine, c.LongestLine),
                error)
            : new WcJsonCount(name, null, null, null, null, null, error);

    private static long? Column(CountedValues columns, CountedValues column, long value) => (columns & column) != 0 ? value : null;
}

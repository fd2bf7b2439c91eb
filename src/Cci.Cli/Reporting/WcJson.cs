using Cci.Core.Count;

namespace Cci.Cli.Reporting;

/// <summary>Makes wc --json's document from the counts: the columns wc would print, and the total when it would print one.</summary>
internal static class WcJson
{
    public static WcJsonReport From(IReadOnlyList<FileCount> counts, CountColumns columns, TextMode mode, TotalMode total)
    {
        var files = counts.Select(count => Of(count.Name, count.Counts, count.Error, columns, mode)).ToList();
        WcJsonCount? sum = null;
        if (total is TotalMode.Always or TotalMode.Only || (total == TotalMode.Auto && counts.Count > 1))
        {
            WordCounts[] counted = [.. counts.Select(c => c.Counts).OfType<WordCounts>()];
            sum = new WcJsonCount(
                null,
                Column(columns, CountColumns.Lines, counted.Sum(c => c.Lines)),
                Column(columns, CountColumns.Words, counted.Sum(c => c.Words)),
                Column(columns, CountColumns.Chars, counted.Sum(c => mode.Utf8 ? c.Chars : c.Bytes)),
                Column(columns, CountColumns.Bytes, counted.Sum(c => c.Bytes)),
                Column(columns, CountColumns.MaxLineLength, counted.Length == 0 ? 0 : counted.Max(c => c.Width.Longest)),
                null);
        }

        return new WcJsonReport(total == TotalMode.Only ? [] : files, sum);
    }

    private static WcJsonCount Of(string? name, WordCounts? counts, string? error, CountColumns columns, TextMode mode) =>
        counts is WordCounts c
            ? new WcJsonCount(
                name,
                Column(columns, CountColumns.Lines, c.Lines),
                Column(columns, CountColumns.Words, c.Words),
                Column(columns, CountColumns.Chars, mode.Utf8 ? c.Chars : c.Bytes),
                Column(columns, CountColumns.Bytes, c.Bytes),
                Column(columns, CountColumns.MaxLineLength, c.Width.Longest),
                error)
            : new WcJsonCount(name, null, null, null, null, null, error);

    private static long? Column(CountColumns columns, CountColumns column, long value) => (columns & column) != 0 ? value : null;
}

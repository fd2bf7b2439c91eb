using System.Globalization;
using System.Numerics;
using Cci.Core.Count;

namespace Cci.Cli.Reporting;

/// <summary>Prints counts exactly as GNU wc 9.1 does in the C locale: columns, widths, the total line, and its error lines (with "cci" for "wc").</summary>
public static class WcReportWriter
{
    /// <summary>GNU wc's width when any input is not a regular file: its size says nothing about its counts.</summary>
    private const int NonRegularMinimumWidth = 7;

    /// <returns>Whether every path was counted.</returns>
    public static bool Write(TextWriter output, TextWriter error, IReadOnlyList<FileCount> counts, CountColumns columns)
    {
        int width = Width(counts, columns);
        bool allCounted = true;
        long lines = 0;
        long words = 0;
        long bytes = 0;
        foreach (FileCount count in counts)
        {
            if (count.Error is not null)
            {
                error.WriteLine($"cci: {count.Name}: {count.Error}");
                allCounted = false;
            }

            if (count.Counts is WordCounts c)
            {
                WriteLine(output, columns, width, c.Lines, c.Words, c.Bytes, count.Name);
                lines += c.Lines;
                words += c.Words;
                bytes += c.Bytes;
            }
        }

        if (counts.Count > 1)
        {
            WriteLine(output, columns, width, lines, words, bytes, "total");
        }

        return allCounted;
    }

    /// <summary>
    /// GNU wc sizes its columns before counting, from what stat says: one file and one column gets
    /// no padding; otherwise the width of the sum of the regular files' sizes, at least 7 when any
    /// input is not a regular file, at least 1. Paths that could not be stat'ed do not take part.
    /// </summary>
    private static int Width(IReadOnlyList<FileCount> counts, CountColumns columns)
    {
        if (counts.Count == 1 && BitOperations.PopCount((uint)columns) == 1)
        {
            return 1;
        }

        long regularTotal = 0;
        int minimum = 1;
        foreach (FileCount count in counts.Where(c => c.Stated))
        {
            if (count.RegularSize is long size)
            {
                regularTotal += size;
            }
            else
            {
                minimum = NonRegularMinimumWidth;
            }
        }

        return Math.Max(minimum, regularTotal.ToString(CultureInfo.InvariantCulture).Length);
    }

    private static void WriteLine(TextWriter output, CountColumns columns, int width, long lines, long words, long bytes, string? name)
    {
        var line = new System.Text.StringBuilder();
        Append(line, columns, CountColumns.Lines, lines, width);
        Append(line, columns, CountColumns.Words, words, width);
        Append(line, columns, CountColumns.Bytes, bytes, width);
        if (name is not null)
        {
            line.Append(' ').Append(name);
        }

        output.Write(line.Append('\n').ToString());
    }

    private static void Append(System.Text.StringBuilder line, CountColumns columns, CountColumns column, long value, int width)
    {
        if ((columns & column) == 0)
        {
            return;
        }

        if (line.Length > 0)
        {
            line.Append(' ');
        }

        line.Append(value.ToString(CultureInfo.InvariantCulture).PadLeft(width));
    }
}

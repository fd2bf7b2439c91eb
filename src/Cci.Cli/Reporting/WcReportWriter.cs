using System.Globalization;
using System.Numerics;
using System.Text;

namespace Cci.Cli.Reporting;

/// <summary>When wc prints the total line (GNU wc's --total=WHEN).</summary>
internal enum TotalMode
{
    /// <summary>When more than one file is counted.</summary>
    Auto,
    Always,

    /// <summary>Only the total, without a name.</summary>
    Only,
    Never,
}

/// <summary>
/// Prints counts exactly as GNU wc 9.1 does: columns lines, words, chars, bytes, max-line-length, their
/// widths, the total line, names with a newline quoted (<see cref="ShellQuote"/>), and its error lines
/// (with "cci" for "wc").
/// </summary>
internal static class WcReportWriter
{
    /// <summary>GNU wc's width when any input is not a regular file: its size says nothing about its counts.</summary>
    private const int NonRegularMinimumWidth = 7;

    private static readonly CountedValues[] Order =
        [CountedValues.Lines, CountedValues.Words, CountedValues.Characters, CountedValues.Bytes, CountedValues.LongestLine];

    /// <summary>Output held back before it is written: GNU wc's standard output is buffered too, so many files cost few writes.</summary>
    private const int OutputChunk = 32 << 10;

    /// <returns>Whether every path was counted.</returns>
    public static bool Write(TextWriter output, TextWriter error, IReadOnlyList<FileCounts> counts, WcLayout layout)
    {
        var lines = new Lines(output, error, layout, layout.Unsized || layout.Total == TotalMode.Only ? 1 : Width(counts, layout.Columns));
        lines.Add(counts);
        return lines.Finish(layout.ListError);
    }

    /// <summary>
    /// wc's lines written as the files are counted, batch by batch (a streamed --files0-from list: GNU wc answers name by name),
    /// the total kept as they go and written by <see cref="Finish"/>; each batch's lines are flushed to the output when added.
    /// </summary>
    public sealed class Lines(TextWriter output, TextWriter error, WcLayout layout, int width)
    {
        private readonly long[] _sum = new long[Order.Length];
        private readonly long[] _values = new long[Order.Length];
        private readonly StringBuilder _pending = new();
        private bool _allCounted = true;
        private int _files;

        /// <summary>The lines of <paramref name="counts"/>, and their errors, in order.</summary>
        public void Add(IReadOnlyList<FileCounts> counts)
        {
            (CountedValues columns, TotalMode total, bool utf8) = (layout.Columns, layout.Total, layout.Utf8);
            _files += counts.Count;
            for (int i = 0; i < counts.Count; i++)
            {
                FileCounts count = counts[i];
                string? countName = layout.NameOf(count);
                if (count.Error is not null)
                {
                    // As GNU wc (gnulib's error() flushes standard output first): the lines before an error come before it.
                    WcReportWriter.Flush(output, _pending);
                    // No name is standard input read without an operand, which GNU wc calls 'standard input'.
                    error.WriteLine(countName == string.Empty ? $"cci: {count.Error}" : $"cci: {ShellQuote.Quote(countName ?? "standard input", utf8)}: {count.Error}");
                    _allCounted = false;
                }

                if (count.Counts is TextCounts c)
                {
                    (_values[0], _values[1], _values[2], _values[3], _values[4]) = (c.Lines, c.Words, c.Characters, c.Bytes, c.LongestLine);
                    for (int k = 0; k < _values.Length; k++)
                    {
                        _sum[k] = Order[k] == CountedValues.LongestLine ? Math.Max(_sum[k], _values[k]) : _sum[k] + _values[k];
                    }

                    if (total != TotalMode.Only)
                    {
                        string? name = countName is string n && n.Contains('\n', StringComparison.Ordinal) ? ShellQuote.Quote(n, utf8) : countName;
                        WriteLine(_pending, columns, width, _values, name);
                        if (_pending.Length >= OutputChunk)
                        {
                            WcReportWriter.Flush(output, _pending);
                        }
                    }
                }
            }
        }

        /// <summary>What has been added so far, written out now (a streamed list's reader sees each batch's lines as it is counted).</summary>
        public void Flush()
        {
            WcReportWriter.Flush(output, _pending);
            output.Flush();
        }

        /// <summary>The list's read error (<paramref name="listError"/>, when it ended the list), then the total line.</summary>
        /// <returns>Whether every path was counted.</returns>
        public bool Finish(string? listError)
        {
            if (listError is not null)
            {
                WcReportWriter.Flush(output, _pending);
                error.WriteLine($"cci: {listError}");
                _allCounted = false;
            }

            if (layout.PrintsTotal(_files))
            {
                WriteLine(_pending, layout.Columns, width, _sum, layout.Total == TotalMode.Only ? null : "total");
            }

            WcReportWriter.Flush(output, _pending);
            return _allCounted;
        }
    }

    /// <summary>
    /// GNU wc sizes its columns before counting, from what stat says: one file and one column gets
    /// no padding; otherwise the width of the sum of the regular files' sizes, at least 7 when any
    /// input is not a regular file, at least 1. Paths that could not be stat'ed do not take part.
    /// </summary>
    private static int Width(IReadOnlyList<FileCounts> counts, CountedValues columns)
    {
        if (counts.Count == 1 && BitOperations.PopCount((uint)columns) == 1)
        {
            return 1;
        }

        long regularTotal = 0;
        int minimum = 1;
        for (int i = 0; i < counts.Count; i++)
        {
            FileCounts count = counts[i];
            if (!count.MetadataRead)
            {
                continue;
            }

            if (count.Size is long size)
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

    private static void Flush(TextWriter output, StringBuilder pending)
    {
        if (pending.Length > 0)
        {
            // Written chunk by chunk, not copied into a string first (100,000s of lines make megabytes of it).
            output.Write(pending);
            pending.Clear();
        }
    }

    private static void WriteLine(StringBuilder line, CountedValues columns, int width, long[] values, string? name)
    {
        // The columns are made in one span and appended at once (a line per file, 100,000s of files): each is padded on the
        // left to the width, never cut; a width is at most a long's 19 digits, so five columns and their spaces fit.
        Span<char> text = stackalloc char[Order.Length * (MostDigits + 1)];
        int at = 0;
        for (int k = 0; k < Order.Length; k++)
        {
            if ((columns & Order[k]) == 0)
            {
                continue;
            }

            if (at > 0)
            {
                text[at++] = ' ';
            }

            int pad = Math.Max(0, width - Digits(values[k]));
            text.Slice(at, pad).Fill(' ');
            at += pad;
            values[k].TryFormat(text[at..], out int written, provider: CultureInfo.InvariantCulture);
            at += written;
        }

        line.Append(text[..at]);
        if (name is not null)
        {
            line.Append(' ').Append(name);
        }

        line.Append('\n');
    }

    /// <summary>The most decimal digits of a count (<see cref="long.MaxValue"/> has 19), and so the widest column.</summary>
    private const int MostDigits = 19;

    /// <summary>The decimal digits of a count (never negative).</summary>
    private static int Digits(long value)
    {
        int digits = 1;
        for (; value >= 10; value /= 10)
        {
            digits++;
        }

        return digits;
    }
}

using FluentAssertions.Equivalency;

namespace Cci.Library.Tests;

/// <summary>The plain reference a compare is checked against: cmp's rules as loops over two arrays.</summary>
internal static class PlainCompare
{
    /// <summary>
    /// Compares what the bytes decide and leaves out what depends on the run and the files: the report, the path taken and
    /// why, the memory measured, the files' lengths and the newlines counted.
    /// </summary>
    public static EquivalencyAssertionOptions<ComparisonResult> ResultOnly(EquivalencyAssertionOptions<ComparisonResult> options) => options
        .Excluding(r => r.Report)
        .Excluding(r => r.Streamed)
        .Excluding(r => r.ReadReason)
        .Excluding(r => r.AvailableMemory)
        .Excluding(r => r.FirstLength)
        .Excluding(r => r.SecondLength)
        .Excluding(r => r.Newlines)
        .Excluding(r => r.EndsWithNewline);

    public static ComparisonResult Of(byte[] first, byte[] second, ComparisonOptions options)
    {
        (ReadOnlyMemory<byte> a, ReadOnlyMemory<byte> b, long common) = Compared(first, second, options);
        List<ByteDifference> differences = Differences(first, second, options);
        ByteDifference? firstDifference = differences.Count > 0 ? differences[0] : null;
        bool ended = a.Length != b.Length && Math.Min(a.Length, b.Length) < (options.Limit ?? long.MaxValue);
        long end = firstDifference?.Offset ?? common;
        long newlines = a.Span[..(int)end].Count((byte)'\n');
        bool atLineEnd = firstDifference is null && ended && end > 0 && a.Span[(int)end - 1] == (byte)'\n';
        return new ComparisonResult
        {
            FirstDifference = firstDifference,
            Line = firstDifference is not null ? newlines + 1 : ended ? (atLineEnd ? newlines : newlines + 1) : null,
            EndedFirst = ended ? (a.Length < b.Length ? ComparedFile.First : ComparedFile.Second) : null,
            EndedAfter = ended ? common : 0,
            EndedAtLineEnd = atLineEnd,
            DifferenceCount = firstDifference is null ? 0 : 1,
            Report = new ProcessingReport(),
        };
    }

    public static List<ByteDifference> Differences(byte[] first, byte[] second, ComparisonOptions options)
    {
        (ReadOnlyMemory<byte> a, ReadOnlyMemory<byte> b, long common) = Compared(first, second, options);
        var differences = new List<ByteDifference>();
        for (int i = 0; i < common; i++)
        {
            if (a.Span[i] != b.Span[i])
            {
                differences.Add(new ByteDifference(i, a.Span[i], b.Span[i]));
            }
        }

        return differences;
    }

    private static (ReadOnlyMemory<byte> A, ReadOnlyMemory<byte> B, long Common) Compared(byte[] first, byte[] second, ComparisonOptions options)
    {
        ReadOnlyMemory<byte> a = first.AsMemory((int)Math.Min(first.Length, options.FirstSkip));
        ReadOnlyMemory<byte> b = second.AsMemory((int)Math.Min(second.Length, options.SecondSkip));
        return (a, b, Math.Min(Math.Min(a.Length, b.Length), options.Limit ?? long.MaxValue));
    }
}

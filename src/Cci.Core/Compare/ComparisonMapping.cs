using Cci.Core.Compare;

namespace Cci.Core.Library;

/// <summary>The library's comparison options and result in the compare job's terms, and back.</summary>
internal static class ComparisonMapping
{
    /// <summary>The job's request for two paths the engine reads literally; <paramref name="listing"/> lists the differences (cmp -l).</summary>
    public static CompareRequest ToJob(string first, string second, ComparisonOptions options, bool listing)
    {
        ArgumentNullException.ThrowIfNull(options);
        ArgumentNullException.ThrowIfNull(options.Processing);
        ArgumentOutOfRangeException.ThrowIfNegative(options.FirstSkip, nameof(options));
        ArgumentOutOfRangeException.ThrowIfNegative(options.SecondSkip, nameof(options));
        ArgumentOutOfRangeException.ThrowIfNegative(options.Limit ?? 0, nameof(options));
        if (listing && options.EqualityOnly)
        {
            throw new ArgumentException("Only equality (cmp -s) lists no differences: pass no DifferenceHandler, or set EqualityOnly to false.", nameof(options));
        }

        if (listing && options.MaxDifferences is int max)
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(max, nameof(options));
        }

        ComparisonMode mode = listing ? ComparisonMode.EveryDifference
            : options.EqualityOnly ? ComparisonMode.EqualityOnly
            : ComparisonMode.FirstDifference;
        return new CompareRequest(first, second, options, mode) { OpensSmall = true };
    }

    /// <summary>The library's result of a compare job's report.</summary>
    public static ComparisonResult ToResult(CompareReport report)
    {
        ArgumentNullException.ThrowIfNull(report);
        ByteDifference? firstDifference = report.FirstMismatch;
        FileEnd? ended = report.Ended;
        bool counted = report.Mode == ComparisonMode.FirstDifference && report.LineNumbers && (firstDifference is not null || ended is not null);
        long? line = !counted ? null
            : firstDifference is not null || !report.EndsWithNewline ? report.Newlines + 1
            : report.Newlines;
        return new ComparisonResult
        {
            Mode = report.Mode,
            FirstDifference = firstDifference,
            Line = line,
            EndedFirst = ended?.File,
            EndedAfter = ended?.After ?? 0,
            EndedAtLineEnd = counted && firstDifference is null && report.EndsWithNewline,
            DifferenceCount = report.MismatchCount,
            FirstLength = report.FirstSize,
            SecondLength = report.SecondSize,
            Streamed = report.Route == CompareRoute.Streamed,
            ReadReason = report.RouteReason,
            AvailableMemory = report.AvailableMemory,
            Newlines = report.Newlines,
            EndsWithNewline = report.EndsWithNewline,
            Report = report.Strategy.ToReport(output: null, report.Searched, report.Elapsed, report.Note),
        };
    }
}

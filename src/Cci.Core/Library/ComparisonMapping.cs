using Cci.Core.Compare;

namespace Cci.Core.Library;

/// <summary>The library's comparison options and result in the compare job's terms, and back.</summary>
internal static class ComparisonMapping
{
    /// <summary>The job's options for two paths the engine reads literally; <paramref name="listing"/> lists the differences (cmp -l).</summary>
    public static CompareOptions ToJob(string first, string second, ComparisonOptions options, bool listing)
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

        return new CompareOptions
        {
            Left = first,
            Right = second,
            OpensSmall = true,
            Mode = listing ? CompareMode.List
                : options.EqualityOnly ? CompareMode.Status
                : options.LineNumbers ? CompareMode.First
                : CompareMode.FirstUncounted,
            Max = listing ? options.MaxDifferences : 1,
            Limit = options.Limit,
            LeftSkip = options.FirstSkip,
            RightSkip = options.SecondSkip,
            Strategy = StrategyMapping.ToStrategy(options.Processing),
        };
    }

    /// <summary>
    /// The library's result of a compare job's report. <paramref name="first"/> and <paramref name="second"/> are the paths as the
    /// caller gave them, named in <see cref="ComparisonResult.EndedFirst"/> for the job's path of the file that ended first.
    /// </summary>
    public static ComparisonResult ToResult(CompareReport report, string first, string second)
    {
        ArgumentNullException.ThrowIfNull(report);
        Mismatch? firstMismatch = report.FirstMismatch;
        ShorterFile? shorter = report.Shorter;
        bool counted = report.Mode == CompareMode.First && (firstMismatch is not null || shorter is not null);
        long? line = !counted ? null
            : firstMismatch is not null || !report.EndsWithNewline ? report.Newlines + 1
            : report.Newlines;
        return new ComparisonResult
        {
            FirstDifference = firstMismatch is Mismatch m ? new ByteDifference(m.Offset, m.Left, m.Right) : null,
            Line = line,
            EndedFirst = shorter is null ? null : shorter.Path == report.Left ? first : second,
            EndedAfter = shorter?.Length ?? 0,
            EndedAtLineEnd = counted && firstMismatch is null && report.EndsWithNewline,
            DifferenceCount = report.MismatchCount,
            FirstLength = report.LeftSize,
            SecondLength = report.RightSize,
            Streamed = report.Route == CompareRoute.Streamed,
            ReadReason = report.RouteReason,
            AvailableMemory = report.AvailableMemory,
            Newlines = report.Newlines,
            EndsWithNewline = report.EndsWithNewline,
            Report = StrategyMapping.ToReport(report, output: null, report.Searched),
        };
    }
}

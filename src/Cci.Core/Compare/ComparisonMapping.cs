namespace Cci.Core.Compare;

/// <summary>The library's comparison options in the compare job's terms.</summary>
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
}

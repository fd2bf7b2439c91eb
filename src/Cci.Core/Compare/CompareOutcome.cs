namespace Cci.Core.Compare;

/// <summary>What a compare's way found about its files, for the report (the mismatches and line counts are the run's tally).</summary>
/// <param name="LeftSize">The first file's length; null when it is not a regular file.</param>
/// <param name="Shorter">The input that ended first, if one did within the compared range.</param>
/// <param name="Route">Striped or read front to back.</param>
/// <param name="Searched">The bytes of each file the result covers.</param>
internal sealed record CompareOutcome(long? LeftSize, long? RightSize, ShorterFile? Shorter, CompareRoute Route, long Searched);

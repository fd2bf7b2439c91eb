namespace Cci.Core.Compare;

/// <summary>What a compare's way found about its files, for the report (the mismatches and line counts are the run's tally).</summary>
/// <param name="FirstSize">The first file's length; null when it is not a regular file.</param>
/// <param name="SecondSize">The second file's length; null when it is not a regular file.</param>
/// <param name="Ended">The file that ended first, if one did within the compared range (<see cref="FileEnd.Of"/>).</param>
/// <param name="Route">Striped or read front to back.</param>
/// <param name="Searched">The bytes of each file the result covers.</param>
internal sealed record CompareOutcome(long? FirstSize, long? SecondSize, FileEnd? Ended, CompareRoute Route, long Searched)
{
    /// <summary>Why the files were read the way they were, for the report; set by the compare's decision (<see cref="CompareSteps.Decide"/>).</summary>
    public string Reason { get; init; } = "";

    /// <summary>The memory that can cache the files, as the decision weighed it (0 where it was not weighed).</summary>
    public long AvailableMemory { get; init; }
}

namespace Cci;

/// <summary>What <see cref="FileProcessor.Compare(string, string, ComparisonOptions?, CancellationToken)"/> found: whether the files are equal, where they first differ, which ended first, and how the run went.</summary>
public sealed record ComparisonResult
{
    /// <summary>True when the compared bytes are the same and neither file ended before the other (within <see cref="ComparisonOptions.Limit"/>).</summary>
    public bool AreEqual => FirstDifference is null && EndedFirst is null;

    /// <summary>The first differing byte in file order; null when the compared bytes are the same.</summary>
    public ByteDifference? FirstDifference { get; init; }

    /// <summary>
    /// The 1-based line of the first file, counted from where the comparison starts, on which <see cref="FirstDifference"/> lies
    /// (cmp's "line N"); with no difference and a file that ended first, the last line its compared bytes reach (see
    /// <see cref="EndedAtLineEnd"/>). Null when there is neither, when <see cref="ComparisonOptions.LineNumbers"/> is false, or
    /// when the differences were streamed to a <see cref="DifferenceHandler"/>.
    /// </summary>
    public long? Line { get; init; }

    /// <summary>
    /// The path, as given, of the file that ended before the other (cmp's "EOF on PATH"); null when neither did within
    /// <see cref="ComparisonOptions.Limit"/>.
    /// </summary>
    public string? EndedFirst { get; init; }

    /// <summary>How many bytes of <see cref="EndedFirst"/> were compared before it ended, after its skip (cmp's "after byte N"); 0 when no file ended first.</summary>
    public long EndedAfter { get; init; }

    /// <summary>
    /// With <see cref="EndedFirst"/> and <see cref="Line"/>: true when the compared bytes end with a newline, so the file ended just
    /// after line <see cref="Line"/> (cmp: "after byte N, line L"); false when it ended inside it (cmp: "after byte N, in line L").
    /// </summary>
    public bool EndedAtLineEnd { get; init; }

    /// <summary>How many differences were found: those given to the <see cref="DifferenceHandler"/>, or 0 or 1 without one.</summary>
    public long DifferenceCount { get; init; }

    /// <summary>The strategy that ran, the bytes of each file compared and the time.</summary>
    public required ProcessingReport Report { get; init; }
}

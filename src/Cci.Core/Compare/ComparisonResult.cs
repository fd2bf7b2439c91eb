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
    /// The file that ended before the other (cmp's "EOF on FILE"): <see cref="ComparedFile.First"/> or
    /// <see cref="ComparedFile.Second"/>, by its place in the call, so it is known even when both paths are the same string;
    /// null when neither did within <see cref="ComparisonOptions.Limit"/>.
    /// </summary>
    public ComparedFile? EndedFirst { get; init; }

    /// <summary>How many bytes of <see cref="EndedFirst"/> were compared before it ended, after its skip (cmp's "after byte N"); 0 when no file ended first.</summary>
    public long EndedAfter { get; init; }

    /// <summary>
    /// With <see cref="EndedFirst"/> and <see cref="Line"/>: true when the compared bytes end with a newline, so the file ended just
    /// after line <see cref="Line"/> (cmp: "after byte N, line L"); false when it ended inside it (cmp: "after byte N, in line L").
    /// </summary>
    public bool EndedAtLineEnd { get; init; }

    /// <summary>
    /// What the comparison looked for: <see cref="ComparisonMode.EveryDifference"/> when the differences went to a
    /// <see cref="DifferenceHandler"/>, <see cref="ComparisonMode.EqualityOnly"/> with <see cref="ComparisonOptions.EqualityOnly"/>,
    /// else <see cref="ComparisonMode.FirstDifference"/>.
    /// </summary>
    public ComparisonMode Mode { get; init; }

    /// <summary>How many differences were found: those given to the <see cref="DifferenceHandler"/>, or 0 or 1 without one.</summary>
    public long DifferenceCount { get; init; }

    /// <summary>The first file's length in bytes, its skip included; null when it is not a regular file (a pipe, a device, a terminal).</summary>
    public long? FirstLength { get; init; }

    /// <summary>The second file's length in bytes, its skip included; null when it is not a regular file (a pipe, a device, a terminal).</summary>
    public long? SecondLength { get; init; }

    /// <summary>
    /// Whether the files were read front to back by one thread (pipes, small files read whole, files too large to cache
    /// together) rather than cut into blocks compared in parallel; <see cref="ProcessingReport.Access"/> then names the access that read them.
    /// </summary>
    public bool Streamed { get; init; }

    /// <summary>Why the files were read as <see cref="Streamed"/> says, e.g. "both files fit one buffer (1048576 bytes): each was read whole and compared in memory".</summary>
    public string ReadReason { get; init; } = string.Empty;

    /// <summary>The memory in bytes the comparison measured as free to cache both files, which decides <see cref="Streamed"/>; 0 when it was not measured.</summary>
    public long AvailableMemory { get; init; }

    /// <summary>
    /// The newlines counted in the first file's compared bytes, from where the comparison starts: those before
    /// <see cref="FirstDifference"/>, or those of the bytes read when there is none. Counted only with
    /// <see cref="ComparisonOptions.LineNumbers"/> (and not <see cref="ComparisonOptions.EqualityOnly"/>), without a
    /// <see cref="DifferenceHandler"/>; 0 otherwise. <see cref="Line"/> is the line they give.
    /// </summary>
    public long Newlines { get; init; }

    /// <summary>Whether the last byte counted for <see cref="Newlines"/> is a newline; false when none was counted.</summary>
    public bool EndsWithNewline { get; init; }

    /// <summary>The strategy that ran, the bytes of each file compared and the time.</summary>
    public required ProcessingReport Report { get; init; }
}

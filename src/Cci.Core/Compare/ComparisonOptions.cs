namespace Cci;

/// <summary>What <see cref="FileProcessor.Compare(string, string, ComparisonOptions?, CancellationToken)"/> compares, as GNU cmp's options, and the strategy it runs with.</summary>
public sealed record ComparisonOptions
{
    /// <summary>Compares the whole files with everything chosen.</summary>
    public static ComparisonOptions Default { get; } = new();

    /// <summary>Bytes at the start of the first file that are not compared (cmp <c>-i SKIP1</c>); 0 by default.</summary>
    public long FirstSkip { get; init; }

    /// <summary>Bytes at the start of the second file that are not compared (cmp <c>-i SKIP1:SKIP2</c>); 0 by default.</summary>
    public long SecondSkip { get; init; }

    /// <summary>The most bytes of each file to compare (cmp <c>-n LIMIT</c>); null compares to the end of the shorter file.</summary>
    public long? Limit { get; init; }

    /// <summary>
    /// Whether the first difference's line number (<see cref="ComparisonResult.Line"/>) is counted, as cmp prints it: true by
    /// default. Counting reads the first file front to back up to the difference; false leaves that read out.
    /// Differences streamed to a <see cref="DifferenceHandler"/> carry no line number.
    /// </summary>
    public bool LineNumbers { get; init; } = true;

    /// <summary>
    /// Whether only equality is wanted, as cmp <c>-s</c> finds it: false by default. True: two regular files whose lengths
    /// to compare differ (after their skips, short of <see cref="Limit"/>) are unequal without a byte read, with
    /// <see cref="ComparisonResult.EndedFirst"/> set; otherwise the search stops at the first difference, as without it, but no
    /// line number is counted (<see cref="LineNumbers"/> is not used). Cannot be used with a <see cref="DifferenceHandler"/>.
    /// </summary>
    public bool EqualityOnly { get; init; }

    /// <summary>
    /// With a <see cref="DifferenceHandler"/>: find only the first this many differences, searched for in parallel; null finds
    /// every one (cmp <c>-l</c>). Otherwise not used: the comparison stops at the first difference.
    /// </summary>
    public int? MaxDifferences { get; init; }

    /// <summary>
    /// The strategy: access, threading, kernel, block size, workers, view size. With the access and the threading Auto (the
    /// default) the job runs its measured best and takes its own ways where they pay: a file that fits one buffer read whole,
    /// two large files, one or both mostly not in the page cache, read with positional reads. A named access or threading runs as named, whatever the files.
    /// </summary>
    public ProcessingOptions Processing { get; init; } = ProcessingOptions.Default;

    /// <summary>
    /// Called once both files are open, before the first difference is handed to a <see cref="DifferenceHandler"/>, with the
    /// lengths the opened files state (<see cref="ComparisonOpenedHandler"/>); null (the default) for none. Not called when a
    /// file cannot be opened or read.
    /// </summary>
    public ComparisonOpenedHandler? Opened { get; init; }
}

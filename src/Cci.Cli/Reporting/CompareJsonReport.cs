using System.Text.Json.Serialization;

namespace Cci.Cli.Reporting;

/// <summary>
/// The compare's --json fields, in their order (schema version 1): the files and what was asked, the path taken and why, what
/// was found, then what ran and how fast (<see cref="StrategyJsonFields"/>). Built from the library's
/// <see cref="ComparisonResult"/> and the command's options.
/// </summary>
internal sealed record CompareJsonReport : StrategyJsonFields
{
    private CompareJsonReport(ProcessingReport run, long requestedViewSize)
        : base(run, requestedViewSize)
    {
    }

    public required string Left { get; init; }

    public required string Right { get; init; }

    /// <summary>The first file's length; null when it is not a regular file (a pipe, standard input).</summary>
    public required long? LeftSize { get; init; }

    public required long? RightSize { get; init; }

    public required int? Max { get; init; }

    /// <summary>The mismatches found, collected with --json -l; left out otherwise (the first is <see cref="FirstMismatch"/>).</summary>
    public required IReadOnlyList<CmpMismatch>? Mismatches { get; init; }

    public required CmpShorter? Shorter { get; init; }

    /// <summary>How the files were read, "Striped" or "Streamed"; "path" in --json and the text report.</summary>
    [JsonPropertyName("path")]
    public required string Route { get; init; }

    /// <summary>Why <see cref="Route"/> was taken; "pathReason" in --json.</summary>
    [JsonPropertyName("pathReason")]
    public required string RouteReason { get; init; }

    /// <summary>The memory measured for the choice of <see cref="Route"/>; left out when it was not measured (the files fit one buffer).</summary>
    public required long? AvailableMemory { get; init; }

    /// <summary>The bytes of each file the result covers.</summary>
    public required long Searched { get; init; }

    public required CmpMode Mode { get; init; }

    public required CmpMismatch? FirstMismatch { get; init; }

    public required long MismatchCount { get; init; }

    public required long Newlines { get; init; }

    public required bool EndsWithNewline { get; init; }

    public required long? Limit { get; init; }

    public required long LeftSkip { get; init; }

    public required long RightSkip { get; init; }

    public bool Identical => MismatchCount == 0 && Shorter is null;

    /// <summary>
    /// The report of <paramref name="result"/>, a compare of <paramref name="left"/> and <paramref name="right"/> run in
    /// <paramref name="mode"/> with <paramref name="options"/>; <paramref name="mismatches"/> are those collected for --json.
    /// </summary>
    public static CompareJsonReport Of(
        string left, string right, CmpMode mode, ComparisonOptions options, ComparisonResult result, IReadOnlyList<CmpMismatch> mismatches)
    {
        ProcessingReport run = result.Report;
        return new CompareJsonReport(run, options.Processing.ViewSize ?? ProcessingOptions.DefaultViewSize)
        {
            Left = left,
            Right = right,
            LeftSize = result.FirstLength,
            RightSize = result.SecondLength,
            Max = mode == CmpMode.List ? options.MaxDifferences : 1,
            Mismatches = mode == CmpMode.List ? mismatches : null,
            Shorter = result.EndedFirst is string path ? new CmpShorter(path, result.EndedAfter) : null,
            Route = result.Streamed ? "Streamed" : "Striped",
            RouteReason = result.ReadReason,
            AvailableMemory = result.AvailableMemory > 0 ? result.AvailableMemory : null,
            Searched = run.Bytes,
            Mode = mode,
            FirstMismatch = result.FirstDifference is ByteDifference first ? CmpMismatch.Of(first) : null,
            MismatchCount = result.DifferenceCount,
            Newlines = result.Newlines,
            EndsWithNewline = result.EndsWithNewline,
            Limit = options.Limit,
            LeftSkip = options.FirstSkip,
            RightSkip = options.SecondSkip,
        };
    }
}

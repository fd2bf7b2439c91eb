using System.Text.Json.Nodes;
using System.Text.Json.Serialization;

namespace Cci.Cli.Reporting;

/// <summary>
/// The compare's --json fields, in their order (schema version 1): the files and what was asked, the path taken and why, what
/// was found, then what ran and how fast (<see cref="StrategyJsonFields"/>). Built from the library's
/// <see cref="ComparisonResult"/> and the command's options; the library's words become the schema's here, once: a
/// <see cref="ByteDifference"/> is written by <see cref="ByteDifferenceJson"/>, the <see cref="ComparisonMode"/> is named in
/// <see cref="Mode"/>, and the file that ended first is <see cref="Shorter"/> by its path.
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
    public required IReadOnlyList<ByteDifference>? Mismatches { get; init; }

    /// <summary>The path of the file that ended first, as given; null when neither did.</summary>
    [JsonIgnore]
    public string? ShorterPath { get; init; }

    /// <summary>How many bytes of <see cref="ShorterPath"/> were compared before it ended.</summary>
    [JsonIgnore]
    public long ShorterLength { get; init; }

    /// <summary>The file that ended first, <c>{"path":P,"length":N}</c>; left out when neither did.</summary>
    public JsonObject? Shorter => ShorterPath is null ? null : new JsonObject { ["path"] = ShorterPath, ["length"] = ShorterLength };

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

    /// <summary>What the compare looked for, in the library's words.</summary>
    [JsonIgnore]
    public ComparisonMode LookedFor { get; init; }

    /// <summary>Whether the first difference's line was counted (<see cref="ComparisonOptions.LineNumbers"/>).</summary>
    [JsonIgnore]
    public bool LineNumbers { get; init; }

    /// <summary>
    /// <see cref="LookedFor"/> in the schema's words: "List" (-l), "First" (cmp), "FirstUncounted" (cmp with standard output on
    /// /dev/null: no line number), "Status" (-s).
    /// </summary>
    public string Mode => LookedFor switch
    {
        ComparisonMode.EveryDifference => "List",
        ComparisonMode.EqualityOnly => "Status",
        _ => LineNumbers ? "First" : "FirstUncounted",
    };

    public required ByteDifference? FirstMismatch { get; init; }

    public required long MismatchCount { get; init; }

    public required long Newlines { get; init; }

    public required bool EndsWithNewline { get; init; }

    public required long? Limit { get; init; }

    public required long LeftSkip { get; init; }

    public required long RightSkip { get; init; }

    public bool Identical => MismatchCount == 0 && ShorterPath is null;

    /// <summary>
    /// The report of <paramref name="result"/>, a compare of <paramref name="left"/> and <paramref name="right"/> run with
    /// <paramref name="options"/>; <paramref name="mismatches"/> are those collected for --json.
    /// </summary>
    public static CompareJsonReport Of(
        string left, string right, ComparisonOptions options, ComparisonResult result, IReadOnlyList<ByteDifference> mismatches)
    {
        ProcessingReport run = result.Report;
        return new CompareJsonReport(run, options.Processing.ViewSize ?? ProcessingOptions.DefaultViewSize)
        {
            Left = left,
            Right = right,
            LeftSize = result.FirstLength,
            RightSize = result.SecondLength,
            Max = result.Mode == ComparisonMode.EveryDifference ? options.MaxDifferences : 1,
            Mismatches = result.Mode == ComparisonMode.EveryDifference ? mismatches : null,
            ShorterPath = result.EndedFirst switch
            {
                ComparedFile.First => left,
                ComparedFile.Second => right,
                _ => null,
            },
            ShorterLength = result.EndedAfter,
            Route = result.Streamed ? "Streamed" : "Striped",
            RouteReason = result.ReadReason,
            AvailableMemory = result.AvailableMemory > 0 ? result.AvailableMemory : null,
            Searched = run.Bytes,
            LookedFor = result.Mode,
            LineNumbers = options.LineNumbers,
            FirstMismatch = result.FirstDifference,
            MismatchCount = result.DifferenceCount,
            Newlines = result.Newlines,
            EndsWithNewline = result.EndsWithNewline,
            Limit = options.Limit,
            LeftSkip = options.FirstSkip,
            RightSkip = options.SecondSkip,
        };
    }
}

using System.Text.Json.Serialization;

namespace Cci.Cli.Reporting;

/// <summary>
/// The compare's --json fields, in their order (schema version 1): the files and what was asked, the path taken and why, what
/// was found, then what ran and how fast. Built from the library's <see cref="ComparisonResult"/> and the command's options.
/// </summary>
internal sealed record CompareJsonReport
{
    public required string Left { get; init; }

    public required string Right { get; init; }

    /// <summary>The first file's length; null when it is not a regular file (a pipe, standard input).</summary>
    public required long? LeftSize { get; init; }

    public required long? RightSize { get; init; }

    public required int? Max { get; init; }

    /// <summary>The mismatches found, collected with --json -l; empty otherwise.</summary>
    public required IReadOnlyList<CmpMismatch> Mismatches { get; init; }

    public required CmpShorter? Shorter { get; init; }

    /// <summary>How the files were read, "Striped" or "Streamed"; "path" in --json and the text report.</summary>
    [JsonPropertyName("path")]
    public required string Route { get; init; }

    /// <summary>Why <see cref="Route"/> was taken; "pathReason" in --json.</summary>
    [JsonPropertyName("pathReason")]
    public required string RouteReason { get; init; }

    public required long AvailableMemory { get; init; }

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

    public required double ElapsedSeconds { get; init; }

    public string? Note { get; init; }

    /// <summary>The access method, or "Stream".</summary>
    public required string Access { get; init; }

    public required ThreadingMethod Threading { get; init; }

    /// <summary>Whether a SIMD kernel ran; "fast" in --json, as the text report names it.</summary>
    [JsonPropertyName("fast")]
    public required bool UsesVectorKernel { get; init; }

    public required string Kernel { get; init; }

    public required int VectorBytes { get; init; }

    public required int BufferSize { get; init; }

    public required bool BufferSizeChosen { get; init; }

    public required int Threads { get; init; }

    public required bool ThreadsChosen { get; init; }

    public required int Workers { get; init; }

    public required int StripeSize { get; init; }

    public required long StripeCount { get; init; }

    public required long ViewSize { get; init; }

    /// <summary>Absent for every run but an overlapped one.</summary>
    public int? QueueDepth { get; init; }

    /// <summary>Decimal megabytes (10^6 bytes) per second of each file, as dd and the article count them.</summary>
    public double MegabytesPerSecond => ElapsedSeconds > 0 ? Searched / 1e6 / ElapsedSeconds : 0;

    /// <summary>
    /// The report of <paramref name="result"/>, a compare of <paramref name="left"/> and <paramref name="right"/> run in
    /// <paramref name="mode"/> with <paramref name="options"/>; <paramref name="mismatches"/> are those collected for --json.
    /// </summary>
    public static CompareJsonReport Of(
        string left, string right, CmpMode mode, ComparisonOptions options, ComparisonResult result, IReadOnlyList<CmpMismatch> mismatches)
    {
        ProcessingReport run = result.Report;
        return new CompareJsonReport
        {
            Left = left,
            Right = right,
            LeftSize = result.FirstLength,
            RightSize = result.SecondLength,
            Max = mode == CmpMode.List ? options.MaxDifferences : 1,
            Mismatches = mismatches,
            Shorter = result.EndedFirst is string path ? new CmpShorter(path, result.EndedAfter) : null,
            Route = result.Streamed ? "Streamed" : "Striped",
            RouteReason = result.ReadReason,
            AvailableMemory = result.AvailableMemory,
            Searched = run.Bytes,
            Mode = mode,
            FirstMismatch = result.FirstDifference is ByteDifference first ? CmpMismatch.Of(first) : null,
            MismatchCount = result.DifferenceCount,
            Newlines = result.Newlines,
            EndsWithNewline = result.EndsWithNewline,
            Limit = options.Limit,
            LeftSkip = options.FirstSkip,
            RightSkip = options.SecondSkip,
            ElapsedSeconds = run.Elapsed.TotalSeconds,
            Note = run.Note,
            Access = run.Access?.ToString() ?? "Stream",
            Threading = run.Threading,
            UsesVectorKernel = run.VectorBytes > 1,
            Kernel = run.Kernel.ToString(),
            VectorBytes = run.VectorBytes,
            BufferSize = run.BufferSize,
            BufferSizeChosen = run.BufferSizeChosen,
            Threads = run.WorkersPlanned,
            ThreadsChosen = run.WorkersChosen,
            Workers = run.Workers,
            StripeSize = run.BlockSize,
            StripeCount = run.Blocks,
            ViewSize = run.ViewSize ?? options.Processing.ViewSize ?? ProcessingOptions.DefaultViewSize,
            QueueDepth = run.QueueDepth,
        };
    }
}

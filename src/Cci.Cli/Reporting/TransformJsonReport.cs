using System.Text.Json.Serialization;

namespace Cci.Cli.Reporting;

/// <summary>The transform's --json fields, in their order (schema version 1): what was asked, then what ran and how fast.</summary>
internal sealed record TransformJsonReport
{
    public required int Shift { get; init; }

    public required string Transform { get; init; }

    public required string Input { get; init; }

    public required string Output { get; init; }

    public required OutputMode OutputMode { get; init; }

    public required long Bytes { get; init; }

    public required bool Sync { get; init; }

    public required double ElapsedSeconds { get; init; }

    public string? Note { get; init; }

    /// <summary>The access method, or "Stream" when the bytes were streamed in order.</summary>
    public required string Access { get; init; }

    public required ThreadingMethod Threading { get; init; }

    /// <summary>Whether a SIMD kernel ran.</summary>
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

    /// <summary>Decimal megabytes (10^6 bytes) per second, as dd and the article count them.</summary>
    public required double MegabytesPerSecond { get; init; }
}

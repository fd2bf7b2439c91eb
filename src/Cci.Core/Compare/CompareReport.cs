using System.Text.Json.Serialization;
using Cci.Core.Engine;

namespace Cci.Core.Compare;

/// <summary>What a compare found and how: the first mismatches, a shorter input, every parameter and the time.</summary>
internal sealed record CompareReport : JobReport
{
    public required string First { get; init; }

    public required string Second { get; init; }

    /// <summary>The first file's length; null when it is not a regular file (a pipe, standard input).</summary>
    public required long? FirstSize { get; init; }

    public required long? SecondSize { get; init; }

    public required int? Max { get; init; }

    /// <summary>The mismatches found, when they were collected (no sink was given).</summary>
    public IReadOnlyList<ByteDifference> Mismatches { get; init; } = [];

    /// <summary>The file that ended first within the compared range, and after how many bytes; null when neither did.</summary>
    public required FileEnd? Ended { get; init; }

    /// <summary>How the files were read; "path" in --json and the text report.</summary>
    [JsonPropertyName("path")]
    public required CompareRoute Route { get; init; }

    /// <summary>Why <see cref="Route"/> was taken; "pathReason" in --json.</summary>
    [JsonPropertyName("pathReason")]
    public required string RouteReason { get; init; }

    /// <summary>The memory the adaptive rule measured (or was given) to cache the files.</summary>
    public required long AvailableMemory { get; init; }

    /// <summary>The bytes of each file the result covers: the common length, or up to the last mismatch when the table filled.</summary>
    public required long Searched { get; init; }

    public ComparisonMode Mode { get; init; } = ComparisonMode.EveryDifference;

    /// <summary>In <see cref="ComparisonMode.FirstDifference"/>, whether the line of the first mismatch was counted (<see cref="ComparisonOptions.LineNumbers"/>).</summary>
    public bool LineNumbers { get; init; }

    /// <summary>The first mismatch in file order, whatever the mode; null when none was found.</summary>
    public ByteDifference? FirstMismatch { get; init; }

    /// <summary>How many mismatches were found (listed to the sink, or in <see cref="Mismatches"/>).</summary>
    public long MismatchCount { get; init; }

    /// <summary>In <see cref="ComparisonMode.FirstDifference"/>: newlines of the first input before the first mismatch, or in all it compared when there is none.</summary>
    public long Newlines { get; init; }

    /// <summary>In <see cref="ComparisonMode.FirstDifference"/>: whether the bytes counted for <see cref="Newlines"/> end with a newline.</summary>
    public bool EndsWithNewline { get; init; }

    public long? Limit { get; init; }

    public long FirstSkip { get; init; }

    public long SecondSkip { get; init; }

    public bool Identical => MismatchCount == 0 && Ended is null;

    /// <summary>Throughput counts the bytes of each file.</summary>
    protected override long ThroughputBytes => Searched;
}

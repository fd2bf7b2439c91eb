using Cci.Core.Engine;

namespace Cci.Core.Transforms;

/// <summary>What a transform did: every parameter, relevant or not, and how long it took.</summary>
internal sealed record TransformReport : JobReport
{
    public required int Shift { get; init; }

    public required string Transform { get; init; }

    public required string Input { get; init; }

    public required string Output { get; init; }

    public required OutputMode OutputMode { get; init; }

    public required long Bytes { get; init; }

    public required bool Sync { get; init; }

    protected override long ThroughputBytes => Bytes;
}

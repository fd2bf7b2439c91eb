using Cci.Core.Engine;

namespace Cci.Core.Aggregate;

/// <summary>What an aggregate run did: the strategy, the bytes read and the time.</summary>
internal sealed record AggregateReport : JobReport
{
    public required long Bytes { get; init; }

    protected override long ThroughputBytes => Bytes;
}

using Cci.Core.Engine;

namespace Cci.Core.Count;

/// <summary>What a wc run counted (one outcome per path, in order), how, and how long it took.</summary>
internal sealed record CountReport : JobReport
{
    public required FileCounts[] Files { get; init; }

    /// <summary>Bytes counted, over every path.</summary>
    public required long Bytes { get; init; }

    protected override long ThroughputBytes => Bytes;
}

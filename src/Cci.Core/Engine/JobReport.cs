using System.Text.Json.Serialization;
using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>
/// What every job's report says about its strategy and time. The strategy is typed (<see cref="Strategy"/>);
/// the flat properties below are what text reports, --json and sweep CSVs print.
/// </summary>
internal abstract record JobReport
{
    /// <summary>What ran; every job sets it. (Not <c>required</c>: System.Text.Json refuses a required member it is told to ignore.)</summary>
    [JsonIgnore]
    public RunPlan Strategy { get; init; } = null!;

    public required double ElapsedSeconds { get; init; }

    public TimeSpan Elapsed { get; init; }

    public string? Note { get; init; }

    public string Access => Strategy.AccessRan?.ToString() ?? "Stream";

    public ThreadingMethod Threading => Strategy.Threading;

    /// <summary>Whether a SIMD kernel ran; "fast" in --json, as the text report names it.</summary>
    [JsonPropertyName("fast")]
    public bool UsesVectorKernel => Strategy.ResolveKernel().IsVector;

    public string Kernel => Strategy.ResolveKernel().ToString();

    /// <summary>Bytes the kernel takes at a time on this machine: the vector width, or 1.</summary>
    public int VectorBytes => Strategy.ResolveKernel().VectorBytes;

    public int BufferSize => Strategy.BlockSize;

    /// <summary>Whether <see cref="BufferSize"/> was chosen by the planner (not given).</summary>
    public bool BufferSizeChosen => Strategy.BlockSizeChosen;

    public int Threads => Strategy.Workers;

    /// <summary>Whether <see cref="Threads"/> was chosen by the planner (not given).</summary>
    public bool ThreadsChosen => Strategy.WorkersChosen;

    public int Workers => Strategy.WorkersStarted;

    public int StripeSize => Strategy.StripeSize;

    public long StripeCount => Strategy.Blocks;

    public long ViewSize => Strategy.ViewSize;

    /// <summary>Reads and writes an overlapped run kept in flight; absent from --json for every other run.</summary>
    [JsonIgnore(Condition = JsonIgnoreCondition.WhenWritingNull)]
    public int? QueueDepth => Strategy.QueuesIo ? Strategy.QueueDepth : null;

    /// <summary>The bytes the throughput counts (of the input; of each file for a compare).</summary>
    protected abstract long ThroughputBytes { get; }

    /// <summary>Decimal megabytes (10^6 bytes) per second, as dd and the article count them.</summary>
    public double MegabytesPerSecond => ElapsedSeconds > 0 ? ThroughputBytes / 1e6 / ElapsedSeconds : 0;
}

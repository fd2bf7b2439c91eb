using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Jobs;

/// <summary>What a transform did: every parameter, relevant or not, and how long it took.</summary>
public sealed record TransformReport(
    string Access,
    ThreadingMethod Threading,
    bool Fast,
    int BufferSize,
    int Threads,
    int Workers,
    int StripeSize,
    long StripeCount,
    int Shift,
    string Transform,
    string Input,
    string Output,
    OutputMode OutputMode,
    long Bytes,
    int SimdBytes,
    long ViewSize,
    bool Sync,
    double ElapsedSeconds,
    string? Note)
{
    /// <summary>Decimal megabytes (10^6 bytes) per second, as dd and the seeds count them.</summary>
    public double MegabytesPerSecond => ElapsedSeconds > 0 ? Bytes / 1e6 / ElapsedSeconds : 0;
}

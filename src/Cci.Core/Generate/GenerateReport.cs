namespace Cci.Core.Generate;

/// <summary>What a generate run did: every option, and how long it took.</summary>
internal sealed record GenerateReport(
    string Output,
    TextKind Kind,
    long Size,
    ulong Seed,
    bool Preallocate,
    bool WriteThrough,
    int BufferSize,
    int Threads,
    long Blocks,
    double ElapsedSeconds,
    string? Note = null)
{
    /// <summary>Decimal megabytes (10^6 bytes) per second, as dd and the article count them.</summary>
    public double MegabytesPerSecond => ElapsedSeconds > 0 ? Size / 1e6 / ElapsedSeconds : 0;
}

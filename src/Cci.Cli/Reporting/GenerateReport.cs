using Cci.Cli.Commands;

namespace Cci.Cli.Reporting;

/// <summary>What <c>cci generate</c> reports, text and --json: every option, the blocks, the time and the throughput.</summary>
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

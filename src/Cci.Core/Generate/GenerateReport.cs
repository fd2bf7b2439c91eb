namespace Cci.Core.Generate;

/// <summary>What a generate run did: the options it ran with, the workers, the way the output was written, and the time.</summary>
/// <param name="Threads">The workers asked for.</param>
/// <param name="Workers">The workers that ran: no more than asked, nor than there were blocks; 1 for a stream.</param>
/// <param name="OutputMode">How the output was written: atomically, in place, or streamed.</param>
internal sealed record GenerateReport(
    string Output,
    GeneratedText Kind,
    long Size,
    ulong Seed,
    bool Preallocate,
    bool WriteThrough,
    int BufferSize,
    int Threads,
    int Workers,
    long Blocks,
    OutputMode OutputMode,
    TimeSpan Elapsed,
    string? Note = null);

using Cci.Core.Threading;

namespace Cci.Core.Compare;

/// <summary>What a compare found and how: the first mismatches, a shorter input, every parameter and the time.</summary>
/// <param name="LeftSize">The first file's length; null when it is not a regular file (a pipe, standard input).</param>
/// <param name="Mismatches">The mismatches found, when they were collected (no sink was given).</param>
/// <param name="Searched">The bytes of each file the result covers: the common length, or up to the last mismatch when the table filled.</param>
/// <param name="AvailableMemory">The memory the adaptive rule measured (or was given) to cache the files.</param>
/// <param name="VectorBytes">Bytes the Fast kernel compares at a time on this machine.</param>
public sealed record CompareReport(
    string Left,
    string Right,
    long? LeftSize,
    long? RightSize,
    int? Max,
    IReadOnlyList<Mismatch> Mismatches,
    ShorterFile? Shorter,
    ComparePath Path,
    string PathReason,
    long AvailableMemory,
    string Access,
    ThreadingMethod Threading,
    bool Fast,
    int BufferSize,
    int Threads,
    int Workers,
    int StripeSize,
    long StripeCount,
    long ViewSize,
    int VectorBytes,
    long Searched,
    double ElapsedSeconds,
    string? Note = null)
{
    public CompareMode Mode { get; init; } = CompareMode.List;

    /// <summary>The first mismatch in file order, whatever the mode; null when none was found.</summary>
    public Mismatch? FirstMismatch { get; init; }

    /// <summary>How many mismatches were found (listed to the sink, or in <see cref="Mismatches"/>).</summary>
    public long MismatchCount { get; init; }

    /// <summary>In <see cref="CompareMode.First"/>: newlines of the first input before the first mismatch, or in all it compared when there is none.</summary>
    public long Newlines { get; init; }

    /// <summary>In <see cref="CompareMode.First"/>: whether the bytes counted for <see cref="Newlines"/> end with a newline.</summary>
    public bool EndsWithNewline { get; init; }

    public long? Limit { get; init; }

    public long LeftSkip { get; init; }

    public long RightSkip { get; init; }

    public bool Identical => MismatchCount == 0 && Shorter is null;

    /// <summary>Decimal megabytes (10^6 bytes) of each file per second.</summary>
    public double MegabytesPerSecond => ElapsedSeconds > 0 ? Searched / 1e6 / ElapsedSeconds : 0;
}

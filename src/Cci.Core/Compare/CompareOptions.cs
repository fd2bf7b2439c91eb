using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Compare;

/// <summary>Everything that chooses how a compare runs. A path of "-" is standard input.</summary>
public sealed record CompareOptions
{
    public const string StandardStream = "-";

    public required string Left { get; init; }

    public required string Right { get; init; }

    /// <summary>What to look for: every mismatch (cmp -l), the first (cmp) or only whether they differ (cmp -s).</summary>
    public CompareMode Mode { get; init; } = CompareMode.List;

    /// <summary>In <see cref="CompareMode.List"/>, how many of the first mismatches to find (cmp -l | head -N); null lists them all.</summary>
    public int? Max { get; init; } = 8;

    /// <summary>Bytes to compare at most (cmp -n); null compares to the end.</summary>
    public long? Limit { get; init; }

    /// <summary>Bytes of the first input to skip before comparing (cmp -i SKIP1).</summary>
    public long LeftSkip { get; init; }

    /// <summary>Bytes of the second input to skip before comparing (cmp -i SKIP1:SKIP2).</summary>
    public long RightSkip { get; init; }

    public AccessMethod Access { get; init; } = AccessMethod.FileStream;

    public ThreadingMethod Threading { get; init; } = ThreadingMethod.None;

    public bool Fast { get; init; }

    public int BufferSize { get; init; } = 4096;

    public int Threads { get; init; } = Environment.ProcessorCount;

    public long ViewSize { get; init; } = MemoryMappedAccess.DefaultViewSize;

    /// <summary>Bytes of memory that can cache the two files; null measures it (<see cref="AvailableMemory"/>).</summary>
    public long? AvailableMemory { get; init; }

    /// <summary>
    /// <c>-a Auto</c> / <c>-t Auto</c> stand for compare's own measured best (bench/compare-vs-cmp.sh):
    /// mapped, the thread pool with the vector kernel, 1 MiB stripes. The transform's planner does not apply:
    /// a compare writes nothing, and its large-file rule is the streamed path of <see cref="CompareJob"/>.
    /// </summary>
    public CompareOptions WithAutoResolved() => this with
    {
        Access = Access == AccessMethod.Auto ? AccessMethod.MemoryMapped : Access,
        Threading = Threading == ThreadingMethod.Auto ? ThreadingMethod.ThreadPool : Threading,
        Fast = Threading == ThreadingMethod.Auto || Fast,
        BufferSize = Threading == ThreadingMethod.Auto ? 1 << 20 : BufferSize,
    };
}

using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Compare;

/// <summary>Everything that chooses how a compare runs. A path of "-" is standard input.</summary>
public sealed record CompareOptions
{
    public const string StandardStream = "-";

    public required string Left { get; init; }

    public required string Right { get; init; }

    /// <summary>How many of the first mismatches to find (cmp -l | head -N).</summary>
    public int Max { get; init; } = 8;

    public AccessMethod Access { get; init; } = AccessMethod.FileStream;

    public ThreadingMethod Threading { get; init; } = ThreadingMethod.None;

    public bool Fast { get; init; }

    public int BufferSize { get; init; } = 4096;

    public int Threads { get; init; } = Environment.ProcessorCount;

    public long ViewSize { get; init; } = MemoryMappedAccess.DefaultViewSize;

    /// <summary>Bytes of memory that can cache the two files; null measures it (<see cref="AvailableMemory"/>).</summary>
    public long? AvailableMemory { get; init; }
}

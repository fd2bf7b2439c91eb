using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Jobs;

/// <summary>Everything that chooses how a transform runs. Paths are files, or "-" for standard input / output.</summary>
public sealed record TransformOptions
{
    public const string StandardStream = "-";

    public required string Input { get; init; }

    public required string Output { get; init; }

    public int Shift { get; init; } = 3;

    public string Transform { get; init; } = "add";

    public AccessMethod Access { get; init; } = AccessMethod.FileStream;

    public ThreadingMethod Threading { get; init; } = ThreadingMethod.None;

    public bool Fast { get; init; }

    public int BufferSize { get; init; } = 4096;

    public int Threads { get; init; } = Environment.ProcessorCount;

    public bool Overwrite { get; init; }

    /// <summary>How many bytes of a file a mapped strategy maps at a time (rounded down to whole stripes).</summary>
    public long ViewSize { get; init; } = MemoryMappedAccess.DefaultViewSize;

    /// <summary>Flush the output to disk (views and file) before it replaces the old one.</summary>
    public bool Sync { get; init; }

    /// <summary>Told one line (without "cci: ") when the run removes temporary files that dead runs left beside the output.</summary>
    public Action<string>? Notice { get; init; }
}

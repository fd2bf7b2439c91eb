using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Count;

/// <summary>What to count and how. A path of "-" is standard input; no paths at all counts standard input, unnamed.</summary>
public sealed record CountOptions
{
    public const string StandardInput = "-";

    /// <summary>
    /// 1 MiB: measured fastest for FileStream on the 640 MB file here (bigger reads stop paying for
    /// themselves once the syscall cost is amortised, and the buffer still fits in L2).
    /// </summary>
    public const int DefaultBufferSize = 1 << 20;

    public IReadOnlyList<string> Paths { get; init; } = [];

    public CountColumns Columns { get; init; } = CountColumns.All;

    public AccessMethod Access { get; init; } = AccessMethod.FileStream;

    public ThreadingMethod Threading { get; init; } = ThreadingMethod.ThreadPool;

    public bool Fast { get; init; } = true;

    public int BufferSize { get; init; } = DefaultBufferSize;

    public int Threads { get; init; } = Environment.ProcessorCount;

    public long ViewSize { get; init; } = MemoryMappedAccess.DefaultViewSize;
}

using Cci.Core.Access;
using Cci.Core.Threading;

namespace Cci.Core.Sweep;

/// <summary>One line of a sweep chart: an access method, a threading method and a kernel, e.g. MemoryMapped/ThreadPoolFast.</summary>
public readonly record struct SweepStrategy(AccessMethod Access, ThreadingMethod Threading, bool Fast)
{
    /// <summary>The 12 fixed strategies of the SPEC (Auto is swept as its own cell, not as part of "all").</summary>
    public static IReadOnlyList<SweepStrategy> All { get; } =
        [.. from access in new[] { AccessMethod.FileStream, AccessMethod.MemoryMapped }
            from threading in new[] { ThreadingMethod.None, ThreadingMethod.MultiThreaded, ThreadingMethod.ThreadPool }
            from fast in new[] { false, true }
            select new SweepStrategy(access, threading, fast)];

    /// <summary>Sequential runs have one worker whatever <c>-n</c> says, so one thread count is enough.</summary>
    public bool UsesThreadCount => Threading != ThreadingMethod.None;

    /// <summary>A sequential mapped run makes one pass over the whole file, so the buffer size does not matter.</summary>
    public bool UsesBufferSize => !(Access == AccessMethod.MemoryMapped && Threading == ThreadingMethod.None);

    public override string ToString() => $"{Access}/{Threading}{(Fast ? "Fast" : string.Empty)}";
}

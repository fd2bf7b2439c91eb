using Cci.Unsafe;
using Cci.Cli.Parsing;

namespace Cci.Cli.Sweep;

/// <summary>
/// What a sweep needs to know of each value of the public axes (<see cref="AccessMethod"/>, <see cref="ThreadingMethod"/>,
/// <see cref="KernelMethod"/>) to lay out its grid: which parameters a strategy ignores, which pairs run as another, which
/// access reads around the page cache, and what <c>-a all</c> and <c>-t all</c> name. Stated here from the enums' documented
/// meaning; tests/Cci.Cli.Tests/Sweep/StrategyFactsTests.cs holds them to the engine's catalogs, value by value.
/// </summary>
internal static class StrategyFacts
{
    /// <summary>Every access method a user may name in a list: all but Auto (a sweep sweeps Auto as its own cell).</summary>
    public static IReadOnlyList<AccessMethod> NamedAccess { get; } = [.. MethodOrder.Access.Where(m => m != AccessMethod.Auto)];

    /// <summary>
    /// What <c>-a all</c> times: every named method but ViewAccessor, which is many times slower than MemoryMapped and would
    /// dominate a sweep's time: it is swept only when named.
    /// </summary>
    public static IReadOnlyList<AccessMethod> SweptByAll { get; } = [.. NamedAccess.Where(m => m != AccessMethod.ViewAccessor)];

    /// <summary>
    /// What <c>-a all</c> expands to on this machine: <see cref="SweptByAll"/> but the io_uring methods where the kernel refuses
    /// io_uring (asked once, when a sweep's list is parsed). Named on their own they are refused in one line, as in every command.
    /// </summary>
    public static IReadOnlyList<AccessMethod> SweptByAllHere() =>
        IoRing.UnavailableReason() is null ? SweptByAll : [.. SweptByAll.Where(m => !UsesIoUring(m))];

    /// <summary>Whether <paramref name="method"/> runs on io_uring rings, which the kernel may refuse.</summary>
    public static bool UsesIoUring(AccessMethod method) => method is AccessMethod.IoUring or AccessMethod.IoUringUnbuffered;

    /// <summary>Every threading method a user may name in a list: all but Auto.</summary>
    public static IReadOnlyList<ThreadingMethod> NamedThreading { get; } = [.. MethodOrder.Threading.Where(m => m != ThreadingMethod.Auto)];

    /// <summary>Whether <paramref name="method"/> runs one worker in file order (false for Auto, which is decided per file).</summary>
    public static bool RunsInFileOrder(ThreadingMethod method) => method is ThreadingMethod.None or ThreadingMethod.Overlapped;

    /// <summary>Whether <paramref name="method"/> keeps reads and writes in flight (false for Auto).</summary>
    public static bool OverlapsIo(ThreadingMethod method) => method == ThreadingMethod.Overlapped;

    /// <summary>
    /// Whether an overlapped run of <paramref name="method"/> has nothing to add: it maps its files (no reads or writes to keep
    /// in flight), or keeps its own in flight (the io_uring methods); false for Auto.
    /// </summary>
    public static bool HasNoIoToOverlap(AccessMethod method) => method is AccessMethod.MemoryMapped or AccessMethod.MappedRead or AccessMethod.ViewAccessor or AccessMethod.IoUring or AccessMethod.IoUringUnbuffered;

    /// <summary>Whether one worker of <paramref name="method"/> makes a single pass over a file rather than buffer-sized stripes (false for Auto).</summary>
    public static bool SinglePassWhenSequential(AccessMethod method) => method == AccessMethod.MemoryMapped;

    /// <summary>Whether <paramref name="method"/> reads around the page cache, in whole blocks (false for Auto).</summary>
    public static bool ReadsUnbuffered(AccessMethod method) => method is AccessMethod.Unbuffered or AccessMethod.IoUringUnbuffered;
}

namespace Cci.Cli.Sweep;

/// <summary>
/// The engine's description of the strategies (<see cref="StrategyCatalog"/>) as a sweep lays out its grid: the values a list
/// may name (every one but Auto, which a sweep sweeps as its own cell), what <c>-a all</c> and <c>-t all</c> name, and the
/// traits that say which parameters a strategy ignores and which pairs run as another. Each a read of the catalog; only what
/// <c>-a all</c> leaves out is the sweep's own choice.
/// </summary>
internal static class StrategyFacts
{
    /// <summary>Every access method a user may name in a list: all but Auto, in the engine's order.</summary>
    public static IReadOnlyList<AccessMethod> NamedAccess { get; } = [.. StrategyCatalog.AccessMethods.Where(m => m != AccessMethod.Auto)];

    /// <summary>
    /// What <c>-a all</c> times: every named method but ViewAccessor, which is many times slower than MemoryMapped and would
    /// dominate a sweep's time: it is swept only when named.
    /// </summary>
    public static IReadOnlyList<AccessMethod> SweptByAll { get; } = [.. NamedAccess.Where(m => m != AccessMethod.ViewAccessor)];

    /// <summary>
    /// What <c>-a all</c> expands to on this machine: <see cref="SweptByAll"/> but the methods this machine refuses (the io_uring
    /// ones where the kernel refuses io_uring), asked when a sweep's list is parsed. Named on their own they are refused in one
    /// line, as in every command.
    /// </summary>
    public static IReadOnlyList<AccessMethod> SweptByAllHere() => [.. SweptByAll.Where(m => StrategyCatalog.Refusal(m) is null)];

    /// <summary>Every threading method a user may name in a list: all but Auto, in the engine's order.</summary>
    public static IReadOnlyList<ThreadingMethod> NamedThreading { get; } = [.. StrategyCatalog.ThreadingMethods.Where(m => m != ThreadingMethod.Auto)];

    /// <summary>Whether <paramref name="method"/> runs one worker in file order (false for Auto, which is decided per file).</summary>
    public static bool RunsInFileOrder(ThreadingMethod method) => StrategyCatalog.Traits(method).HasFlag(ThreadingTraits.RunsInFileOrder);

    /// <summary>Whether <paramref name="method"/> keeps reads and writes in flight (false for Auto).</summary>
    public static bool OverlapsIo(ThreadingMethod method) => StrategyCatalog.Traits(method).HasFlag(ThreadingTraits.OverlapsIo);

    /// <summary>
    /// Whether an overlapped run of <paramref name="method"/> has nothing to add: it maps its files (no reads or writes to keep
    /// in flight), or keeps its own in flight (the io_uring methods); false for Auto.
    /// </summary>
    public static bool HasNoIoToOverlap(AccessMethod method) => method != AccessMethod.Auto && !StrategyCatalog.Traits(method).HasFlag(AccessTraits.OverlapsIo);

    /// <summary>Whether one worker of <paramref name="method"/> makes a single pass over a file rather than buffer-sized stripes (false for Auto).</summary>
    public static bool SinglePassWhenSequential(AccessMethod method) => StrategyCatalog.Traits(method).HasFlag(AccessTraits.SinglePassWhenSequential);

    /// <summary>Whether <paramref name="method"/> reads around the page cache, in whole blocks (false for Auto).</summary>
    public static bool ReadsUnbuffered(AccessMethod method) => StrategyCatalog.Traits(method).HasFlag(AccessTraits.ReadsUnbuffered);
}

namespace Cci.Cli.Sweep;

/// <summary>One line of a sweep chart: an access method, a threading method and a kernel, e.g. MemoryMapped/ThreadPoolFast.</summary>
internal readonly record struct SweepStrategy(AccessMethod Access, ThreadingMethod Threading, KernelMethod Kernel)
{
    /// <summary>
    /// An Overlapped cell of an access method that maps its files runs as None (nothing to overlap, see the run's note):
    /// a sweep of every pair leaves it out rather than time None twice.
    /// </summary>
    public bool RunsAsAnother => StrategyFacts.OverlapsIo(Threading) && StrategyFacts.HasNoIoToOverlap(Access);

    /// <summary>Whether a SIMD kernel runs (the <c>Fast</c> suffix, or a named vector width).</summary>
    public bool UsesVectorKernel => Kernel != KernelMethod.Scalar;

    /// <summary>A run in file order has one worker whatever <c>-n</c> says, so one thread count is enough.</summary>
    public bool UsesThreadCount => !StrategyFacts.RunsInFileOrder(Threading);

    /// <summary>A sequential run of an access that makes one pass (mapped) does not use the buffer size.</summary>
    public bool UsesBufferSize => !(StrategyFacts.RunsInFileOrder(Threading) && StrategyFacts.SinglePassWhenSequential(Access));

    public override string ToString() => $"{Access}/{Threading}" + Kernel switch
    {
        KernelMethod.Scalar => string.Empty,
        KernelMethod.Fast => "Fast",
        _ => "+" + Kernel,
    };
}

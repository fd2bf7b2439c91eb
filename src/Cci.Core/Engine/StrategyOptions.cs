using Cci.Core.Access;
using Cci.Core.Kernels;

namespace Cci.Core.Engine;

/// <summary>
/// How a job moves and processes bytes, the same record for every job: the three axes (access,
/// threading, kernel), the stripe size, the worker count and the mapped view size. Each job states
/// its own defaults once (e.g. <c>TransformRequest.DefaultStrategy</c>); the CLI shows them in --help.
/// A buffer size or thread count left null was not given: the planner (<see cref="Planning.AutoPlanner.Resolve(StrategyOptions, Planning.IAutoPolicy, Planning.InputProfile, Planning.MachineProfile?)"/>)
/// fills it with the job's choice for the access and threading, and marks it chosen.
/// </summary>
internal sealed record StrategyOptions
{
    public AccessMethod Access { get; init; } = AccessMethod.FileStream;

    public ThreadingMethod Threading { get; init; } = ThreadingMethod.None;

    public KernelMethod Kernel { get; init; } = KernelMethod.Scalar;

    /// <summary>Block / stripe size in bytes; null when not given, for the planner to choose.</summary>
    public int? BufferSize { get; init; }

    /// <summary>Threads or work items asked for (the plan may start fewer: <see cref="Planning.StripePlan"/>); null when not given, for the planner to choose.</summary>
    public int? Threads { get; init; }

    /// <summary>Whether the planner chose <see cref="BufferSize"/> (it was not given).</summary>
    public bool BufferSizeChosen { get; init; }

    /// <summary>Whether the planner chose <see cref="Threads"/> (they were not given).</summary>
    public bool ThreadsChosen { get; init; }

    /// <summary>The buffer size of a resolved strategy (a run's): the one given or the planner's.</summary>
    public int ResolvedBufferSize => BufferSize ?? throw Unresolved(nameof(BufferSize));

    /// <summary>The thread count of a resolved strategy (a run's): the one given or the planner's.</summary>
    public int ResolvedThreads => Threads ?? throw Unresolved(nameof(Threads));

    /// <summary>Whether the planner has something to choose: an Auto axis, or a size or count not given.</summary>
    public bool NeedsPlan => IsAuto || BufferSize is null || Threads is null;

    /// <summary>How many bytes of a file a mapped strategy maps at a time (rounded down to whole stripes).</summary>
    public long ViewSize { get; init; } = MemoryMappedAccess.DefaultViewSize;

    /// <summary>Reads and writes an overlapped worker keeps in flight (<see cref="ThreadingMethod"/> Overlapped).</summary>
    public int QueueDepth { get; init; } = DefaultQueueDepth;

    public const int DefaultQueueDepth = ProcessingOptions.DefaultQueueDepth;

    /// <summary>The most <see cref="QueueDepth"/> may be: each slot holds a stripe buffer on either side.</summary>
    public const int MaxQueueDepth = ProcessingOptions.MaxQueueDepth;

    /// <summary>
    /// What measured best here for the jobs that only read cached files (compare, wc): mapped input read in place
    /// (no copy through a buffer), stripes on the thread pool, the widest SIMD kernel.
    /// </summary>
    public static StrategyOptions MappedOnThePool(int? stripeSize = null) => new()
    {
        Access = AccessMethod.MemoryMapped,
        Threading = ThreadingMethod.ThreadPool,
        Kernel = KernelMethod.Fast,
        BufferSize = stripeSize,
    };

    /// <summary>Whether a SIMD kernel was asked for (what the <c>Fast</c> suffix of <c>-t</c> asks for, or a named vector width).</summary>
    public bool UsesVectorKernel => Kernel != KernelMethod.Scalar;

    /// <summary>The kernel this strategy names, resolved for this machine (<see cref="KernelCatalog"/>).</summary>
    public Kernel ResolveKernel() => KernelCatalog.For(Kernel);

    public bool IsAuto => Access == AccessMethod.Auto || Threading == ThreadingMethod.Auto;

    /// <summary>Whether both access and threading are left to Auto.</summary>
    public bool IsAllAuto => Access == AccessMethod.Auto && Threading == ThreadingMethod.Auto;

    /// <summary>
    /// Whether the access and threading are left to the command (Auto, or the command's own default as given here): the user
    /// named no way of reading, so a file that fits one buffer may be read whole instead (a named one runs as named).
    /// </summary>
    public bool LeavesWayTo(StrategyOptions commandDefault) =>
        (Access == AccessMethod.Auto || Access == commandDefault.Access) && (Threading == ThreadingMethod.Auto || Threading == commandDefault.Threading);

    private static InvalidOperationException Unresolved(string name) =>
        new($"{name} was not given and not yet chosen: resolve the strategy with AutoPlanner.Resolve before a run");
}

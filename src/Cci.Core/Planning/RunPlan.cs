using Cci.Core.Kernels;
using Cci.Core.Threading;

namespace Cci.Core.Planning;

/// <summary>
/// What a run runs: the caller's <see cref="ProcessingOptions"/> with Auto resolved (<see cref="AutoPlanner"/>), the block
/// size and workers with whether each was chosen, the view size and queue depth, and why Auto chose as it did. The way
/// that reads the input then records what it made of the plan (<see cref="Striped"/>, <see cref="Streamed"/>: the access
/// that read, the stripes, the workers started), and the plan makes the job's public <see cref="ProcessingReport"/>
/// (<see cref="ToReport"/>), the same for every job.
/// </summary>
/// <param name="Access">The access method that runs (never Auto).</param>
/// <param name="Threading">The threading that runs (never Auto).</param>
/// <param name="Kernel">The kernel named (Fast: the widest this machine accelerates, <see cref="ResolveKernel"/>).</param>
/// <param name="BlockSize">The block (stripe) size in bytes: the one asked for, or the policy's choice (<see cref="BlockSizeChosen"/>).</param>
/// <param name="Workers">The workers planned (the striped run may start fewer: <see cref="StripePlan"/>), asked for or chosen (<see cref="WorkersChosen"/>).</param>
internal sealed record RunPlan(AccessMethod Access, ThreadingMethod Threading, KernelMethod Kernel, int BlockSize, int Workers)
{
    /// <summary>Whether Auto chose <see cref="BlockSize"/> because none was asked for (the report says "chosen").</summary>
    public bool BlockSizeChosen { get; init; }

    /// <summary>Whether Auto chose <see cref="Workers"/> because none were asked for (the report says "chosen").</summary>
    public bool WorkersChosen { get; init; }

    /// <summary>How many bytes of a file a mapped access maps at a time (rounded down to whole stripes), at least <see cref="RunBounds.MinViewSize"/>.</summary>
    public long ViewSize { get; init; } = ProcessingOptions.DefaultViewSize;

    /// <summary>Reads and writes an overlapped worker keeps in flight (<see cref="ThreadingMethod.Overlapped"/>).</summary>
    public int QueueDepth { get; init; } = ProcessingOptions.DefaultQueueDepth;

    /// <summary>Why Auto chose this plan, in one line; null when nothing was Auto.</summary>
    public string? Reason { get; init; }

    /// <summary>The report's "auto: ..." note; null when nothing was Auto.</summary>
    public string? AutoNote => Reason is null ? null : "auto: " + Reason;

    /// <summary>The access method that read, once the input was read: the striped run's; null when the bytes were streamed in order through one buffer.</summary>
    public AccessMethod? AccessRan { get; init; }

    /// <summary>The workers that ran: no more than <see cref="Workers"/>, nor than there were stripes.</summary>
    public int WorkersStarted { get; init; }

    /// <summary>The bytes each worker took at a time.</summary>
    public int StripeSize { get; init; }

    /// <summary>The blocks handed to the kernel or the block function.</summary>
    public long Blocks { get; init; }

    /// <summary>Whether every input was read through a mapping (so <see cref="ViewSize"/> applied).</summary>
    public bool MapsInput { get; init; }

    /// <summary>Whether the run kept <see cref="QueueDepth"/> reads and writes in flight (overlapped, or an access that queues its own I/O).</summary>
    public bool QueuesIo { get; init; }

    /// <summary>The kernel <see cref="Kernel"/> names, resolved for this machine (<see cref="KernelCatalog"/>).</summary>
    public Kernel ResolveKernel() => KernelCatalog.For(Kernel);

    /// <summary>This plan as a striped run ran it: <paramref name="access"/> read <paramref name="stripes"/>.</summary>
    public RunPlan Striped(AccessMethod? access, StripePlan stripes, bool mapsInput, bool queuesIo) => this with
    {
        AccessRan = access,
        WorkersStarted = stripes.Workers,
        StripeSize = stripes.StripeSize,
        Blocks = stripes.StripeCount,
        MapsInput = mapsInput,
        QueuesIo = queuesIo,
    };

    /// <summary>
    /// This plan as one worker ran it over <paramref name="bytes"/> in order, one block at a time: read by <paramref name="access"/>
    /// (a FileStream over a regular file's handle), or streamed (null: a pipe, a device). The threading that ran is
    /// <see cref="ThreadingMethod.None"/> whatever was planned: the one worker is the calling thread.
    /// </summary>
    public RunPlan Streamed(long bytes, AccessMethod? access = null) =>
        Striped(access, StripePlan.Create(bytes, BlockSize, 1), mapsInput: false, queuesIo: false) with { Threading = SchedulerCatalog.Streamed };

    /// <summary>The library's report of this run: what ran, with the output mode (null: nothing written), the bytes, the time and the note.</summary>
    public ProcessingReport ToReport(OutputMode? output, long bytes, TimeSpan elapsed, string? note)
    {
        Kernel kernel = ResolveKernel();
        return new ProcessingReport
        {
            Access = AccessRan,
            Threading = Threading,
            Kernel = kernel.Method,
            VectorBytes = kernel.VectorBytes,
            StripeSize = StripeSize,
            BlockSize = BlockSize,
            BlockSizeChosen = BlockSizeChosen,
            Workers = Workers,
            WorkersChosen = WorkersChosen,
            WorkersStarted = WorkersStarted,
            ViewSize = MapsInput ? ViewSize : null,
            QueueDepth = QueuesIo ? QueueDepth : null,
            Blocks = Blocks,
            Output = output,
            Bytes = bytes,
            Elapsed = elapsed,
            Note = note,
        };
    }
}

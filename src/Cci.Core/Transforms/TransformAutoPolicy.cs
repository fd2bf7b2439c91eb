using System.Globalization;
using Cci.Core.Planning;

namespace Cci.Core.Transforms;

/// <summary>
/// The transform's Auto rules, from the file size, how much of it is cached, free memory and core count, following what <c>cci sweep</c>
/// measured on this project's machine (docs/sweep*.txt and .csv): with input and output in the page cache, mapped
/// input and output with one dedicated thread per core and 1 MiB stripes is among the best cells (16 KiB to 1 MiB
/// stripes are within noise of each other, smaller ones slower); written in place, FileStream on the thread pool
/// (docs/sweep-overwrite.txt). Once input and output no longer fit in free memory the job streams through
/// FileStream with dedicated threads and 1 MiB blocks. Under 32 MiB a run takes milliseconds, where mapping a fresh
/// output shows (a page fault per page written) and so does a stripe larger than the work each core should get:
/// FileStream with one thread per core and <see cref="SmallFileStripe"/> stripes, which a read and a write pass
/// through in the core's own cache (docs/findings/auto-medium.txt). An input mostly not in the page cache (measured
/// by sampled mincore, <see cref="InputProfile"/>) is read with positional reads on the pool (bench/cold.sh).
/// When the user fixed the threading and gave no <c>-b</c> / <c>-n</c>, the sizes are this policy's for that threading:
/// one sequential worker (None, Overlapped) reads <see cref="StreamBlock"/> blocks, the best FileStream/None and NoneFast
/// cells of docs/sweep-default.txt; striped threading cuts <see cref="StripeSize"/> stripes for every core, or
/// <see cref="MappedStripeSize"/> stripes when the input and output are mapped (docs/sweep-mapped-threads.txt: two sweeps
/// of MemoryMapped with ThreadPoolFast and MultiThreadedFast at 64 KiB, 256 KiB and 1 MiB, where 1 MiB was the slowest).
/// </summary>
internal sealed class TransformAutoPolicy(bool overwrite) : IAutoPolicy
{
    /// <summary>Below this, mapping costs more than it saves: FileStream in <see cref="SmallFileStripe"/> stripes.</summary>
    public const long SmallFile = 32 << 20;

    /// <summary>
    /// Stripe size under <see cref="SmallFile"/>: a stripe read into a buffer and written from it stays in the core's
    /// cache, and even a 1 MiB file gives every core of a small machine a stripe.
    /// </summary>
    public const int SmallFileStripe = 256 << 10;

    /// <summary>Stripe size for the threaded choices: large enough that per-stripe costs (calls, scheduling) vanish.</summary>
    public const int StripeSize = 1 << 20;

    /// <summary>Stripe size when the user fixed a striped threading over mapped input and output (see the class summary).</summary>
    public const int MappedStripeSize = 64 << 10;

    /// <summary>Block size for one sequential pass over a streamed input.</summary>
    public const int StreamBlock = 256 << 10;

    /// <summary>
    /// How a cold input is read and written (see <see cref="Plan"/>), as measured by bench/cold.sh here: pread on the
    /// pool was at or near the best cold cell in every run, mapped slower, unbuffered reads slower still on this
    /// virtual disk, whose cached reads outrun its direct ones (the figures: docs/cold/).
    /// </summary>
    /// <remarks>
    /// Not <see cref="AccessMethod.IoUring"/>: in two sittings of bench/device-limit.sh (docs/findings.md section 10.1) its
    /// best cold cell took the same time as this one (0.50 s for 640 MB) with about 5% less CPU, a tie. Should it win on
    /// another machine, this is the one choice to change, and only where <see cref="MachineProfile.TakesIoUring"/>
    /// (Auto must never pick a refused method), as wc's Auto does (<c>CountAutoPolicy.ForFileAlone</c>).
    /// </remarks>
    public const AccessMethod ColdAccess = AccessMethod.RandomAccess;

    /// <summary>How a cold input's stripes are scheduled: measured by bench/cold.sh.</summary>
    public const ThreadingMethod ColdThreading = ThreadingMethod.ThreadPool;

    /// <remarks>The transform's plans suit every access method, so a fixed <paramref name="access"/> changes nothing.</remarks>
    public RunPlan Plan(InputProfile input, MachineProfile machine, AccessMethod access = AccessMethod.Auto, ThreadingMethod threading = ThreadingMethod.Auto)
    {
        RunPlan plan = ForThreading(PlanFor(input, machine), access, threading, machine);
        return input.Cached is null ? plan : plan with { Reason = $"{input.Describe()}; {plan.Reason}" };
    }

    /// <summary>The block size and thread count for a threading the user fixed: a sequential pass streams, striped threading uses every core.</summary>
    private static RunPlan ForThreading(RunPlan plan, AccessMethod access, ThreadingMethod threading, MachineProfile machine) => threading switch
    {
        ThreadingMethod.Auto => plan,
        ThreadingMethod.None or ThreadingMethod.Overlapped => plan with { Threading = threading, BlockSize = StreamBlock, Workers = 1 },
        _ => plan with
        {
            Threading = threading,
            BlockSize = (access == AccessMethod.Auto ? plan.Access : access) == AccessMethod.MemoryMapped ? MappedStripeSize : StripeSize,
            Workers = Math.Max(1, machine.ProcessorCount),
        },
    };

    private RunPlan PlanFor(InputProfile input, MachineProfile machine)
    {
        var c = CultureInfo.InvariantCulture;
        int cores = Math.Max(1, machine.ProcessorCount);
        if (input.Size is not long size)
        {
            return new RunPlan(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Fast, StreamBlock, 1)
            {
                Reason = "the input is a stream, so one sequential pass with the SIMD kernel",
            };
        }

        if (size < SmallFile)
        {
            return new RunPlan(AccessMethod.FileStream, ThreadingMethod.MultiThreaded, KernelMethod.Fast, SmallFileStripe, cores)
            {
                Reason = string.Create(c, $"{size:N0} bytes is under {SmallFile >> 20} MiB, so FileStream without mapping, one thread per core ({cores}), {SmallFileStripe >> 10} KiB stripes"),
            };
        }

        if (input.IsCold)
        {
            // Most of the input must come from the disk: positional reads of 1 MiB from every core keep the disk and the
            // kernel's read-ahead busy, where mapping would fault the pages in one at a time (docs/cold/, bench/cold.sh).
            return new RunPlan(ColdAccess, ColdThreading, KernelMethod.Fast, StripeSize, cores)
            {
                Reason = string.Create(c, $"most of it must come from the disk, so {ColdAccess} on the {ColdThreading}, {cores} work items, {StripeSize >> 10} KiB blocks"),
            };
        }

        // Input and output both live in the page cache while the job runs.
        if (overwrite && 2 * size <= machine.AvailableMemory)
        {
            // Written in place, no fresh file's pages to allocate: positional reads and writes on the pool's
            // threads were the best cell (docs/sweep-overwrite.txt), as mapping the output costs page faults it does not need.
            return new RunPlan(AccessMethod.FileStream, ThreadingMethod.ThreadPool, KernelMethod.Fast, StripeSize, cores)
            {
                Reason = string.Create(c, $"the output is written in place and input and output ({2 * size:N0} bytes) fit in free memory ({machine.AvailableMemory:N0} bytes), so FileStream on the thread pool, {cores} work items, {StripeSize >> 10} KiB blocks"),
            };
        }

        if (2 * size <= machine.AvailableMemory)
        {
            return new RunPlan(AccessMethod.MemoryMapped, ThreadingMethod.MultiThreaded, KernelMethod.Fast, StripeSize, cores)
            {
                Reason = string.Create(c, $"input and output ({2 * size:N0} bytes) fit in free memory ({machine.AvailableMemory:N0} bytes), so mapped, one thread per core ({cores}), {StripeSize >> 10} KiB stripes"),
            };
        }

        return new RunPlan(AccessMethod.FileStream, ThreadingMethod.MultiThreaded, KernelMethod.Fast, StripeSize, cores)
        {
            Reason = string.Create(c, $"input and output ({2 * size:N0} bytes) exceed free memory ({machine.AvailableMemory:N0} bytes), so streamed through FileStream, one thread per core ({cores}), {StripeSize >> 10} KiB blocks"),
        };
    }
}

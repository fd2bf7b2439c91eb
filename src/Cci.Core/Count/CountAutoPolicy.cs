using System.Globalization;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>
/// wc's Auto: mapped input on the thread pool with the vector kernel in 1 MiB stripes. A file of at most one stripe is read
/// whole with read() by the worker that takes it, a larger one is mapped and cut into stripes for every core. 1 MiB was the
/// best stripe, whole process, on one 640 MB file and on 1,000 files of 256 KiB-1 MiB, and within noise of the best on 200
/// files of 1-10 MiB (docs/findings.md section 7.1, bench/wc-old-vs-new.sh). Larger stripes read larger files whole: with
/// 16 MiB (this policy's stripe before) the 200 files took twice as long, each copied out of the cache into a buffer of its
/// size instead of mapped. A method that reads into buffers instead (<c>-a FileStream -t Auto</c>) keeps
/// <see cref="CountJob.DefaultBufferSize"/> blocks: a 16 MiB buffer per file was slower there.
/// One large file counted alone and mostly not in the page cache (<see cref="ColdCheck"/>, sampled mincore) is read through
/// io_uring where the machine makes rings: one worker keeping <see cref="ProcessingOptions.DefaultQueueDepth"/> reads of
/// <see cref="ColdBlock"/> in flight took 0.46-0.51 s for a cold 640 MB file where the mapped rule took 0.55 s, with half
/// its CPU time (docs/findings.md section 10.1, bench/device-limit.sh); counting on one core outruns the disk for every count.
/// </summary>
internal sealed class CountAutoPolicy : IAutoPolicy
{
    /// <summary>The stripe of a mapped Auto run, and the largest file read whole (see the class).</summary>
    public const int MappedStripe = 1 << 20;

    /// <summary>What a mapped Auto run is (see the class): wc's measured best for cached files, in <see cref="MappedStripe"/> stripes.</summary>
    public static ProcessingOptions CachedBest { get; } = AskedOptions.MappedOnThePool(MappedStripe);

    /// <summary>The smallest file counted alone whose cache state Auto measures: below it a cold read is over in milliseconds either way.</summary>
    public const long ColdCheck = 32 << 20;

    /// <summary>The read size of a cold file through io_uring.</summary>
    public const int ColdBlock = 1 << 20;

    /// <summary>
    /// The plan for one large file counted alone (<see cref="ColdCheck"/> bytes or more) when the caller left the way of
    /// reading to wc (Auto, or wc's own default): io_uring where the file is mostly not in the page cache and the machine
    /// makes rings, else null (the plan already made stands). The caller's kernel and queue depth are kept.
    /// </summary>
    public static RunPlan? ForFileAlone(InputProfile input, MachineProfile machine, ProcessingOptions asked) =>
        input.IsCold && machine.TakesIoUring
            ? AutoPlanner.Chosen(asked, new RunPlan(AccessMethod.IoUring, ThreadingMethod.None, asked.Kernel, ColdBlock, 1)
            {
                Reason = string.Create(CultureInfo.InvariantCulture, $"{input.Describe()}; most of it must come from the disk, so io_uring: one worker keeping its queue of {ColdBlock >> 20} MiB reads in flight"),
            })
            : null;

    /// <remarks>
    /// The reasons leave the block size out: a size the caller gave is kept, and the report says which it was. The sizes suit
    /// every threading: a fixed <paramref name="threading"/> changes nothing (one sequential worker maps a file in one pass).
    /// </remarks>
    public RunPlan Plan(InputProfile input, MachineProfile machine, AccessMethod access = AccessMethod.Auto, ThreadingMethod threading = ThreadingMethod.Auto)
    {
        int cores = Math.Max(1, machine.ProcessorCount);
        return access is AccessMethod.Auto or AccessMethod.MemoryMapped or AccessMethod.MappedRead
            ? new RunPlan(CachedBest.Access, CachedBest.Threading, CachedBest.Kernel, MappedStripe, cores)
            {
                Reason = "wc's measured best: mapped, on the thread pool",
            }
            : new RunPlan(access, ThreadingMethod.ThreadPool, KernelMethod.Fast, CountJob.DefaultBufferSize, cores)
            {
                Reason = $"-a {access} reads into buffers: on the thread pool",
            };
    }
}

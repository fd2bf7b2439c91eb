using System.Globalization;
using Cci.Core.Access;
using Cci.Core.Jobs;
using Cci.Core.Threading;

namespace Cci.Core.Planning;

/// <summary>
/// Chooses a strategy for <c>-a Auto</c> / <c>-t Auto</c> from the file size, free memory and core count.
/// The rules follow what <c>cci sweep</c> measured (ReadMe.txt, section sweep; docs/sweep.csv):
/// mapped input and output with one dedicated thread per core and 1 MiB stripes was the best cell on the
/// 640 MB file in two of four sweeps (64 KiB and 16 KiB in the others: 16 KiB to 1 MiB are within noise
/// of each other, smaller stripes were slower, and the thread pool was less steady on a loaded machine). FileStream also wants big
/// blocks, so once input and output no longer fit in free memory (and the page cache cannot hold them)
/// the job streams with dedicated threads and 1 MiB blocks. Files under 32 MiB run in milliseconds, where
/// creating threads or mappings shows: FileStream on the thread pool won at 1, 4 and 16 MiB in one sweep
/// (another ranked others first; at these sizes the ranking is mostly noise).
/// </summary>
public static class AutoPlanner
{
    /// <summary>Below this, starting threads or mapping costs more than it saves: FileStream on the pool's existing threads.</summary>
    public const long SmallFile = 32 << 20;

    /// <summary>Stripe size for the threaded choices: large enough that per-stripe costs (calls, scheduling) vanish.</summary>
    public const int StripeSize = 1 << 20;

    /// <summary>Block size for one sequential pass over a streamed input.</summary>
    public const int StreamBlock = 256 << 10;

    public static AutoPlan Plan(long? fileSize, MachineProfile machine, bool overwrite = false)
    {
        var c = CultureInfo.InvariantCulture;
        int cores = Math.Max(1, machine.ProcessorCount);
        if (fileSize is not long size)
        {
            return new AutoPlan(AccessMethod.FileStream, ThreadingMethod.None, true, StreamBlock, 1,
                "the input is a stream, so one sequential pass with the SIMD kernel");
        }

        if (size < SmallFile)
        {
            return new AutoPlan(AccessMethod.FileStream, ThreadingMethod.ThreadPool, true, StripeSize, cores,
                string.Create(c, $"{size:N0} bytes is under {SmallFile >> 20} MiB, so FileStream on the thread pool, whose threads already exist, {StripeSize >> 10} KiB blocks"));
        }

        // Input and output both live in the page cache while the job runs.
        if (overwrite && 2 * size <= machine.AvailableMemory)
        {
            // Written in place, no fresh file's pages to allocate: then positional reads and writes on the
            // pool's threads were the best cell (docs/sweep-overwrite.txt: FileStream/ThreadPoolFast -b 1M
            // 0.086 s, mapped MultiThreadedFast 0.111 s), as mapping the output costs page faults it does not need.
            return new AutoPlan(AccessMethod.FileStream, ThreadingMethod.ThreadPool, true, StripeSize, cores,
                string.Create(c, $"the output is written in place and input and output ({2 * size:N0} bytes) fit in free memory ({machine.AvailableMemory:N0} bytes), so FileStream on the thread pool, {cores} work items, {StripeSize >> 10} KiB blocks"));
        }

        if (2 * size <= machine.AvailableMemory)
        {
            return new AutoPlan(AccessMethod.MemoryMapped, ThreadingMethod.MultiThreaded, true, StripeSize, cores,
                string.Create(c, $"input and output ({2 * size:N0} bytes) fit in free memory ({machine.AvailableMemory:N0} bytes), so mapped, one thread per core ({cores}), {StripeSize >> 10} KiB stripes"));
        }

        return new AutoPlan(AccessMethod.FileStream, ThreadingMethod.MultiThreaded, true, StripeSize, cores,
            string.Create(c, $"input and output ({2 * size:N0} bytes) exceed free memory ({machine.AvailableMemory:N0} bytes), so streamed through FileStream, one thread per core ({cores}), {StripeSize >> 10} KiB blocks"));
    }

    /// <summary>
    /// Replaces the Auto parts of <paramref name="options"/>: <c>-a Auto</c> chooses the access method;
    /// <c>-t Auto</c> chooses threading, kernel, buffer size and thread count.
    /// </summary>
    public static (TransformOptions Options, string Reason) Resolve(TransformOptions options, long? fileSize, MachineProfile machine)
    {
        AutoPlan plan = Plan(fileSize, machine, options.Overwrite);
        TransformOptions resolved = options;
        if (options.Access == AccessMethod.Auto)
        {
            resolved = resolved with { Access = plan.Access };
        }

        if (options.Threading == ThreadingMethod.Auto)
        {
            resolved = resolved with { Threading = plan.Threading, Fast = plan.Fast, BufferSize = plan.BufferSize, Threads = plan.Threads };
        }

        return (resolved, "auto: " + plan.Reason);
    }

    public static bool IsAuto(TransformOptions options) =>
        options.Access == AccessMethod.Auto || options.Threading == ThreadingMethod.Auto;
}

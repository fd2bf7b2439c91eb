using System.Globalization;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>
/// wc's Auto, from <c>cci sweep wc</c> on one 640 MB file and on 200 files of 1-10 MiB (docs/findings.md section 7): mapped input
/// on the thread pool with the vector kernel in 16 MiB stripes, so that a file smaller than a stripe is one work item (the
/// article's wcMTMM: whole files in parallel, faster than 256 KiB stripes on the 200 files) and a big file is still
/// cut into stripes for every core (also faster than 256 KiB there). A method that reads into buffers instead
/// (<c>-a FileStream -t Auto</c>) keeps <see cref="CountJob.DefaultBufferSize"/> blocks: a 16 MiB buffer per file was
/// slower there. The figures are in docs/findings.md section 7.
/// </summary>
internal sealed class CountAutoPolicy : IAutoPolicy
{
    /// <summary>The stripe of a mapped Auto run: larger than most files, so whole files go to the workers.</summary>
    public const int MappedStripe = 16 << 20;

    /// <remarks>The sizes suit every threading: a fixed <paramref name="threading"/> changes nothing (one sequential worker maps a file in one pass).</remarks>
    public RunPlan Plan(InputProfile input, MachineProfile machine, AccessMethod access = AccessMethod.Auto, ThreadingMethod threading = ThreadingMethod.Auto)
    {
        int cores = Math.Max(1, machine.ProcessorCount);
        return access is AccessMethod.Auto or AccessMethod.MemoryMapped or AccessMethod.MappedRead
            ? new RunPlan(AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, KernelMethod.Fast, MappedStripe, cores)
            {
                Reason = string.Create(CultureInfo.InvariantCulture, $"wc's measured best: mapped, the thread pool with the vector kernel, {MappedStripe >> 20} MiB stripes (a smaller file is one work item)"),
            }
            : new RunPlan(access, ThreadingMethod.ThreadPool, KernelMethod.Fast, CountJob.DefaultBufferSize, cores)
            {
                Reason = string.Create(CultureInfo.InvariantCulture, $"-a {access} reads into buffers: the thread pool with the vector kernel, {CountJob.DefaultBufferSize >> 10} KiB blocks"),
            };
    }
}

using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>
/// One compare for the job: the two paths (a path of "-" is standard input), the caller's public <see cref="ComparisonOptions"/>,
/// and only what those options do not say: what to look for, the strategy they resolve to, and the engine's own settings.
/// </summary>
/// <param name="FirstPath">The first input, read literally.</param>
/// <param name="SecondPath">The second input, read literally.</param>
/// <param name="Options">What is compared: skips, limit, line numbers, the most differences, and the strategy (<see cref="Strategy"/>).</param>
/// <param name="Mode">What to look for: every mismatch (cmp -l), the first (cmp) or only whether they differ (cmp -s).</param>
internal sealed record CompareRequest(string FirstPath, string SecondPath, ComparisonOptions Options, ComparisonMode Mode)
{
    public const string StandardStream = JobInput.StandardStream;

    /// <summary>The first input as the caller named it, in cmp's errors ("a.bin: No such file or directory"); null names it <see cref="FirstPath"/>.</summary>
    public string? FirstName { get; init; }

    /// <summary>The second input as the caller named it, in cmp's errors; null names it <see cref="SecondPath"/>.</summary>
    public string? SecondName { get; init; }

    /// <summary>
    /// Whether a regular input that fits compare's stripe is opened the short way (<see cref="CompareJob.SmallLimit"/>), so that two
    /// that fit one buffer are read whole and compared in memory (the library and the tool do); false opens every regular
    /// input to be striped or streamed.
    /// </summary>
    public bool OpensSmall { get; init; }

    /// <summary>The strategy asked for: the caller's <see cref="ComparisonOptions.Processing"/>.</summary>
    public ProcessingOptions Strategy => Options.Processing;

    /// <summary>Bytes of memory that can cache the two files; null measures it (<see cref="Planning.AvailableMemory"/>).</summary>
    public long? AvailableMemory { get; init; }

    /// <summary>How many of the first mismatches to find: <see cref="ComparisonOptions.MaxDifferences"/> in <see cref="ComparisonMode.EveryDifference"/> (null lists them all), otherwise 1.</summary>
    public int? Max => Mode == ComparisonMode.EveryDifference ? Options.MaxDifferences : 1;

    /// <summary>Whether the first input's newlines are counted: cmp's default mode, with <see cref="ComparisonOptions.LineNumbers"/>.</summary>
    public bool CountsLines => Mode == ComparisonMode.FirstDifference && Options.LineNumbers;

    /// <summary>
    /// compare's way when the caller names none (the library's default, and the tool's): Auto, which runs two cached files
    /// as <see cref="AutoPolicy"/> says (the fastest measured on two cached 640,000,000-byte files, bench/compare-vs-cmp.sh:
    /// both mapped, read in place with no copy into buffers, stripes of 1 MiB on the thread pool, each core comparing its
    /// own), and leaves compare its own ways: two small files read whole, two cold ones read with positional reads.
    /// </summary>
    public static ProcessingOptions DefaultStrategy { get; } = ProcessingOptions.Default;

    /// <summary>The smallest files compared whose cache state is measured: below it a cold read is over in milliseconds either way.</summary>
    public const long ColdCheck = 32 << 20;

    /// <summary>The block of a cold compare's positional reads.</summary>
    public const int ColdBlock = 1 << 20;

    /// <summary>
    /// The plan for two files of which one or both are mostly not in the page cache, when the way of reading was left to
    /// compare: positional reads of <see cref="ColdBlock"/> on the thread pool, one work item per core, where the mapped
    /// default faults the cold file in page by page (docs/findings.md section 10.1 measures both cases against the default
    /// and GNU cmp); null when both are mostly cached or of unknown state. The caller's kernel is kept.
    /// </summary>
    public static RunPlan? ForColdFiles(InputProfile first, InputProfile second, int cores, ProcessingOptions asked) =>
        first.IsCold || second.IsCold
            ? AutoPlanner.Chosen(asked, new RunPlan(AccessMethod.RandomAccess, ThreadingMethod.ThreadPool, asked.Kernel, ColdBlock, Math.Max(1, cores))
            {
                Reason = $"first {first.Describe()}, second {second.Describe()}: most of {(first.IsCold && second.IsCold ? "both" : first.IsCold ? "the first" : "the second")} must come from the disk, so positional reads of {ColdBlock >> 20} MiB on the thread pool",
            })
            : null;

    /// <summary>The stripe size compare chooses when none is given (<see cref="AutoPolicy"/>).</summary>
    public const int StripeSize = 1 << 20;

    /// <summary>What <see cref="AutoPolicy"/> runs: compare's measured best, with <see cref="StripeSize"/> stripes (declared before it, which reads it).</summary>
    public static ProcessingOptions CachedBest { get; } = AskedOptions.MappedOnThePool(StripeSize);

    /// <summary>
    /// <c>-a Auto</c> / <c>-t Auto</c> stand for compare's measured best (both files mapped, the thread pool with the vector kernel,
    /// <see cref="StripeSize"/> stripes, one worker per core); a buffer size or thread count not given is the same for every access and threading.
    /// The transform's rules do not apply: a compare writes nothing, and its large-file rule is the streamed path of <see cref="CompareJob"/>.
    /// </summary>
    public static IAutoPolicy AutoPolicy { get; } = new FixedAutoPolicy(CachedBest, "compare's measured best: mapped, on the thread pool");
}

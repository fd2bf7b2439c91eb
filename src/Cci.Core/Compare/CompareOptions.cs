using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>Everything that chooses how a compare runs. A path of "-" is standard input.</summary>
internal sealed record CompareOptions
{
    public const string StandardStream = JobInput.StandardStream;

    public required string Left { get; init; }

    public required string Right { get; init; }

    /// <summary>The first input as the caller named it, in cmp's errors ("a.bin: No such file or directory"); null names it <see cref="Left"/>.</summary>
    public string? LeftName { get; init; }

    /// <summary>The second input as the caller named it, in cmp's errors; null names it <see cref="Right"/>.</summary>
    public string? RightName { get; init; }

    /// <summary>
    /// Whether a regular input that fits compare's stripe is opened the short way (<see cref="CompareJob.SmallLimit"/>), so that two
    /// that fit one buffer are read whole and compared in memory (the library and the tool do); false opens every regular
    /// input to be striped or streamed.
    /// </summary>
    public bool OpensSmall { get; init; }

    /// <summary>What to look for: every mismatch (cmp -l), the first (cmp) or only whether they differ (cmp -s).</summary>
    public ComparisonMode Mode { get; init; } = ComparisonMode.EveryDifference;

    /// <summary>In <see cref="ComparisonMode.FirstDifference"/>, whether cmp's line of the first mismatch is counted (not when cmp's standard output is /dev/null).</summary>
    public bool LineNumbers { get; init; } = true;

    /// <summary>Whether the first input's newlines are counted: cmp's default mode, with <see cref="LineNumbers"/>.</summary>
    public bool CountsLines => Mode == ComparisonMode.FirstDifference && LineNumbers;

    /// <summary>In <see cref="ComparisonMode.EveryDifference"/>, how many of the first mismatches to find (cmp -l | head -N); null lists them all.</summary>
    public int? Max { get; init; } = 8;

    /// <summary>Bytes to compare at most (cmp -n); null compares to the end.</summary>
    public long? Limit { get; init; }

    /// <summary>Bytes of the first input to skip before comparing (cmp -i SKIP1).</summary>
    public long LeftSkip { get; init; }

    /// <summary>Bytes of the second input to skip before comparing (cmp -i SKIP1:SKIP2).</summary>
    public long RightSkip { get; init; }

    public StrategyOptions Strategy { get; init; } = DefaultStrategy;

    /// <summary>Bytes of memory that can cache the two files; null measures it (<see cref="AvailableMemory"/>).</summary>
    public long? AvailableMemory { get; init; }

    /// <summary>
    /// The fastest measured on two cached 640,000,000-byte files (bench/compare-vs-cmp.sh): both files mapped,
    /// stripes of 1 MiB on the thread pool, vector kernel. The page cache is read in place with no copy into
    /// buffers, and each core compares its own stripes.
    /// </summary>
    public static StrategyOptions DefaultStrategy { get; } = StrategyOptions.MappedOnThePool();

    /// <summary>The stripe size compare chooses when none is given (<see cref="AutoPolicy"/>).</summary>
    public const int StripeSize = 1 << 20;

    /// <summary>
    /// <c>-a Auto</c> / <c>-t Auto</c> stand for compare's measured best (<see cref="DefaultStrategy"/> in <see cref="StripeSize"/> stripes,
    /// one worker per core); a buffer size or thread count not given is the same for every access and threading.
    /// The transform's rules do not apply: a compare writes nothing, and its large-file rule is the streamed path of <see cref="CompareJob"/>.
    /// </summary>
    public static IAutoPolicy AutoPolicy { get; } = new FixedAutoPolicy(StrategyOptions.MappedOnThePool(StripeSize), "compare's measured best: mapped, the thread pool with the vector kernel, 1 MiB stripes");
}

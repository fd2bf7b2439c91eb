using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>What to count and how. A path of "-" is standard input; no paths at all counts standard input, unnamed.</summary>
internal sealed record CountOptions
{
    public const string StandardInput = JobInput.StandardStream;

    /// <summary>
    /// 256 KiB: a stripe fits in L2 (2 MiB per core here) with room to spare, so the
    /// kernel reads what read() has just written from cache. Measured here among 64K..4M on the
    /// 640 MB file and the 200 files: as fast as any, and less to allocate per file than 1M.
    /// </summary>
    public const int DefaultBufferSize = 256 << 10;

    public IReadOnlyList<string> Paths { get; init; } = [];

    public CountColumns Columns { get; init; } = CountColumns.All;

    /// <summary>How the locale reads bytes (GNU wc: LC_ALL, else LC_CTYPE, else LANG; a UTF-8 one decodes characters).</summary>
    public TextMode Mode { get; init; } = TextMode.CLocale;

    public StrategyOptions Strategy { get; init; } = DefaultStrategy;

    /// <summary>The size of standard input when it is a regular file (a shell redirect): GNU wc sizes its columns by it.</summary>
    public long? StandardInputRegularSize { get; init; }

    /// <summary>
    /// wc's measured best (bench/wc-vs-wc.sh): mapped, the thread pool with the vector kernel, <see cref="DefaultBufferSize"/>
    /// stripes (Auto's 16 MiB stripes were slower on one big file: docs/findings.md section 7); the workers are chosen.
    /// </summary>
    public static StrategyOptions DefaultStrategy { get; } = StrategyOptions.MappedOnThePool(DefaultBufferSize);

    /// <summary><c>-a Auto</c> / <c>-t Auto</c>: <see cref="CountAutoPolicy"/>.</summary>
    public static IAutoPolicy AutoPolicy { get; } = new CountAutoPolicy();
}

using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Jobs;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>
/// Counts many regular files at once on the shared engine: every file is cut into its own stripes and
/// all of them form one queue (<see cref="SharedQueueWork"/>), so one huge file among many small ones
/// keeps every worker busy. Each stripe's counts land in their own slot and are joined in file order.
/// </summary>
internal static class StripedCount
{
    /// <summary>Each stripe costs a slot of counts: stripes are never smaller than a page, so -b 1 cannot need 40 bytes of memory per byte.</summary>
    private const int MinStripe = 4096;

    /// <summary>The counts of each file, in the order given, and what ran (null when nothing was read).</summary>
    public static (WordCounts[] Counts, StrategyUsed? Strategy) Run(IReadOnlyList<InputFile> files, CountOptions options, ProgressCounter? progress, CancellationToken cancel)
    {
        if (options.Columns == CountColumns.Bytes || files.Count == 0)
        {
            // As GNU wc -c: the size of a regular file is its byte count; nothing needs reading.
            return ([.. files.Select(f => new WordCounts(0, 0, f.Length, false, false))], null);
        }

        using var run = new StripedRun(options.Strategy, files, cancel, progress);
        var plans = new StripePlan[files.Count];
        for (int i = 0; i < files.Count; i++)
        {
            // A mapped file is one pass; one read with pread instead (no lease) is striped, so no buffer is file-sized.
            plans[i] = StripePlan.Create(files[i].Length, Math.Max(run.StripeSizeFor(i, files[i].Length), MinStripe), 1);
        }

        var work = new SharedQueueWork(plans, run.Sequential ? 1 : options.Strategy.ResolvedThreads);
        var counts = new WordCounts[work.Items];
        run.Run(work, _ => new CountWorker(run, plans, work, counts, options));

        var totals = new WordCounts[files.Count];
        for (int file = 0; file < files.Count; file++)
        {
            WordCounts total = WordCounts.Empty;
            for (long item = work.FirstItemOf(file); item < work.FirstItemOf(file + 1); item++)
            {
                total = total.Then(counts[item]);
            }

            totals[file] = total;
        }

        StrategyUsed used = run.Describe(plans[0]) with { Workers = work.Workers, StripeCount = work.Items };
        return (totals, used);
    }
}

using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>
/// wc's striped way, for a batch of regular files counted at once: every file is cut into its own stripes and all of them
/// form one queue (<see cref="SharedQueueWork"/>), so one huge file among many small ones keeps every worker busy. Each
/// stripe's counts land in their own slot (<see cref="CountWorker"/>) and are joined in file order.
/// </summary>
internal sealed class CountStripes(PipelineRun run, CountSteps steps) : StripedWay<WordCounts[]>(run)
{
    /// <summary>Each stripe costs a slot of counts: stripes are never smaller than a page, so -b 1 cannot need 40 bytes of memory per byte.</summary>
    private const int MinStripe = 4096;

    private Planned? _planned;

    /// <summary>The batch's stripes, made by <see cref="Plan"/> before any worker starts.</summary>
    private Planned Stripes => _planned ?? throw new InvalidOperationException("the stripes are planned before the workers start");

    /// <summary>wc counts what it read: a file cut short fails alone (<see cref="Files.InputCutShortException"/>), one that grew is counted as read.</summary>
    public override bool ChecksUnchanged => false;

    public override void StartProgress() => CountSteps.StartProgress(Run);

    public override StripedWork Plan(StripedRun striped)
    {
        IReadOnlyList<Files.InputFile> files = Run.Files;
        var plans = new StripePlan[files.Count];
        for (int i = 0; i < files.Count; i++)
        {
            // A mapped file is one pass; one read with pread instead (no lease) is striped, so no buffer is file-sized.
            plans[i] = StripePlan.Create(files[i].Length, Math.Max(striped.StripeSizeFor(i, files[i].Length), MinStripe), 1);
        }

        var work = new SharedQueueWork(plans, striped.Sequential ? 1 : Run.Plan.Workers);
        _planned = new Planned(plans, work, new WordCounts[work.Items]);
        return new StripedWork(work, plans[0]);
    }

    public override IStripeWorker CreateWorker(StripedRun striped, StripedWork work, IStripeOutput? output) =>
        new CountWorker(striped, Stripes.Plans, Stripes.Work, Stripes.Counts, steps);

    public override WordCounts[] Combine(StripedRun striped, StripedWork work)
    {
        (_, SharedQueueWork queue, WordCounts[] counts) = Stripes;
        var totals = new WordCounts[Run.Files.Count];
        for (int file = 0; file < totals.Length; file++)
        {
            WordCounts total = WordCounts.Empty;
            for (long item = queue.FirstItemOf(file); item < queue.FirstItemOf(file + 1); item++)
            {
                total = total.Then(counts[item]);
            }

            totals[file] = total;
        }

        Run.Ran = Run.Ran! with { WorkersStarted = queue.Workers, Blocks = queue.Items };
        return totals;
    }

    /// <param name="Plans">Each file's stripes.</param>
    /// <param name="Work">The one queue of every file's stripes.</param>
    /// <param name="Counts">A slot per stripe, joined in file order.</param>
    private sealed record Planned(StripePlan[] Plans, SharedQueueWork Work, WordCounts[] Counts);
}

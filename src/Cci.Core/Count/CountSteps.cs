using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>
/// wc's steps on the <see cref="JobPipeline"/>, for a batch of regular files counted at once: every file is cut into its own
/// stripes and all of them form one queue (<see cref="SharedQueueWork"/>), so one huge file among many small ones keeps
/// every worker busy. Each stripe's counts land in their own slot (<see cref="CountWorker"/>) and are joined in file order.
/// The outcome is each file's counts, in the order given.
/// </summary>
internal sealed class CountSteps(CountingOptions options, ProcessingOptions strategy) : PipelineJob<WordCounts[], WordCounts[]>(strategy, CountJob.AutoPolicy)
{
    /// <summary>Each stripe costs a slot of counts: stripes are never smaller than a page, so -b 1 cannot need 40 bytes of memory per byte.</summary>
    private const int MinStripe = 4096;

    private StripePlan[] _plans = [];
    private SharedQueueWork? _work;
    private WordCounts[] _counts = [];

    /// <summary>The counts the caller asked for.</summary>
    public CountedValues Values { get; } = options.Values;

    /// <summary>How the locale reads bytes.</summary>
    public TextMode Mode { get; } = TextMode.Of(options);

    /// <summary>The counts the kernels take: <see cref="Values"/>, with -m as -c outside UTF-8 (in the C locale a character is a byte).</summary>
    public CountedValues Columns { get; } = options.Utf8 || (options.Values & CountedValues.Characters) == 0
        ? options.Values
        : (options.Values & ~CountedValues.Characters) | CountedValues.Bytes;

    public override InputProfile Profile(IReadOnlyList<JobInput> inputs) => InputProfile.OfSize(null);

    /// <summary>
    /// A large file counted alone, with the way of reading left to wc, is measured (sampled mincore): a cold one is read
    /// through io_uring (<see cref="CountAutoPolicy.ForFileAlone"/>). Not when only bytes are counted: its size is the count
    /// and nothing is read (<see cref="TryWithoutReading"/>), so there is nothing to measure or plan.
    /// </summary>
    public override RunPlan? PlanOpened(IReadOnlyList<InputFile> files) =>
        files is [var file] && ReadsFiles && Requested.LeavesWay && file.Length >= CountAutoPolicy.ColdCheck
            ? CountAutoPolicy.ForFileAlone(InputProfile.Measure(file), MachineProfile.Current(), Requested)
            : null;

    /// <summary>Whether a regular file's bytes are read at all: not for bytes alone, which its size gives (GNU wc -c).</summary>
    private bool ReadsFiles => Columns != CountedValues.Bytes;

    /// <summary>As GNU wc -c: the size of a regular file is its byte count; nothing needs reading (nor when there is no file).</summary>
    public override bool TryWithoutReading(PipelineRun run, out WordCounts[] outcome)
    {
        if (ReadsFiles && run.Files.Count > 0)
        {
            outcome = [];
            return false;
        }

        StartProgress(run);
        outcome = [.. run.Files.Select(f => new WordCounts(0, 0, f.Length, false, false))];
        return true;
    }

    /// <summary>The progress total grows batch by batch.</summary>
    public override void StartProgress(PipelineRun run) => run.Progress?.Start(Math.Max(0, run.Progress.Total) + run.Files.Sum(f => f.Length));

    public override bool ChecksUnchanged => false;

    public override StripedWork PlanStripes(PipelineRun run, StripedRun striped)
    {
        IReadOnlyList<InputFile> files = run.Files;
        _plans = new StripePlan[files.Count];
        for (int i = 0; i < files.Count; i++)
        {
            // A mapped file is one pass; one read with pread instead (no lease) is striped, so no buffer is file-sized.
            _plans[i] = StripePlan.Create(files[i].Length, Math.Max(striped.StripeSizeFor(i, files[i].Length), MinStripe), 1);
        }

        _work = new SharedQueueWork(_plans, striped.Sequential ? 1 : run.Plan.Workers);
        _counts = new WordCounts[_work.Items];
        return new StripedWork(_work, _plans[0]);
    }

    public override IStripeWorker CreateWorker(PipelineRun run, StripedRun striped, StripedWork work, IStripeOutput? output) =>
        new CountWorker(striped, _plans, _work!, _counts, this);

    public override WordCounts[] Combine(PipelineRun run, StripedRun striped, StripedWork work)
    {
        var totals = new WordCounts[run.Files.Count];
        for (int file = 0; file < totals.Length; file++)
        {
            WordCounts total = WordCounts.Empty;
            for (long item = _work!.FirstItemOf(file); item < _work.FirstItemOf(file + 1); item++)
            {
                total = total.Then(_counts[item]);
            }

            totals[file] = total;
        }

        run.Ran = run.Ran! with { WorkersStarted = _work!.Workers, Blocks = _work.Items };
        return totals;
    }

    /// <summary>Each stream counted in order, one buffer at a time.</summary>
    public override WordCounts[] RunStreamed(PipelineRun run, IReadOnlyList<Stream> inputs) =>
        [.. inputs.Select(stream => StreamCount.Run(stream, Columns, run.ResolveKernel(), Mode, run.Plan.BlockSize, run.Cancel))];

    public override WordCounts[] Report(PipelineRun run, WordCounts[] outcome) => outcome;
}

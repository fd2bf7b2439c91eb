using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Count;

/// <summary>
/// wc on the <see cref="JobPipeline"/>: what is counted and how the locale reads bytes, the plan for a file counted alone,
/// and the decision for each batch of regular files (<see cref="NamedInputs"/> opens the names): their sizes, or their
/// bytes striped together (<see cref="CountStripes"/>). The outcome is each file's counts, in the order given.
/// </summary>
internal sealed class CountSteps(CountingOptions options, ProcessingOptions strategy) : PipelineJob<WordCounts[], WordCounts[]>(strategy, CountJob.AutoPolicy)
{
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
    /// and nothing is read (<see cref="Decide"/>), so there is nothing to measure or plan.
    /// </summary>
    public override RunPlan? PlanOpened(IReadOnlyList<InputFile> files) =>
        files is [var file] && ReadsFiles && Requested.LeavesWay && file.Length >= CountAutoPolicy.ColdCheck
            ? CountAutoPolicy.ForFileAlone(InputProfile.Measure(file), MachineProfile.Current(), Requested)
            : null;

    /// <summary>Whether a regular file's bytes are read at all: not for bytes alone, which its size gives (GNU wc -c).</summary>
    private bool ReadsFiles => Columns != CountedValues.Bytes;

    /// <summary>
    /// One batch's way: as GNU wc -c, the size of a regular file is its byte count, so nothing needs reading (nor when there
    /// is no file); otherwise every file of the batch striped into one queue (<see cref="CountStripes"/>).
    /// </summary>
    public override JobWay<WordCounts[]> Decide(PipelineRun run)
    {
        if (ReadsFiles && run.Files.Count > 0)
        {
            return new CountStripes(run, this);
        }

        StartProgress(run);
        return JobWay.Known<WordCounts[]>([.. run.Files.Select(f => new WordCounts(0, 0, f.Length, false, false))]);
    }

    /// <summary>The progress total grows batch by batch.</summary>
    public static void StartProgress(PipelineRun run) => run.Progress?.Start(Math.Max(0, run.Progress.Total) + run.Files.Sum(f => f.Length));

    public override WordCounts[] Report(PipelineRun run, WordCounts[] outcome) => outcome;
}

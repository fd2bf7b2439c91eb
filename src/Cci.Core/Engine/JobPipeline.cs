using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>
/// The one way every job runs: bound the strategy, start the clock, open the inputs (regular files, streams, small files
/// the short way), let Auto choose, make the output, then read the inputs whole, streamed or striped, write and commit the
/// output after the inputs are closed, turn Ctrl-C into the output's "interrupted" line, and report. A job supplies its
/// checks, its output and one decision (<see cref="PipelineJob{TOutcome, TResult}.Decide"/>): the way it runs.
/// </summary>
internal static partial class JobPipeline
{
    /// <summary>
    /// Runs <paramref name="job"/> over <paramref name="sources"/>, in the order given, from the strategy asked for to the report:
    /// each input opened in turn and checked by the job (<see cref="PipelineJob{TOutcome, TResult}.CheckOpened"/>) before the
    /// next is opened, so the run stops at the first that fails; over none, the job's way produces its output by itself (generate).
    /// </summary>
    public static TResult Run<TOutcome, TResult>(
        PipelineJob<TOutcome, TResult> job, IReadOnlyList<InputSource> sources, CancellationToken cancel, ProcessingProgress? progress = null)
    {
        PipelineRun? bounded = job.OpensFirst ? null : Bound(job, cancel, progress);
        var inputs = new JobInput[sources.Count];
        JobOutput? output = null;
        try
        {
            Open(job, sources, inputs);
            PipelineRun run = bounded ?? Bound(job, cancel, progress);
            run.Inputs = inputs;
            Plan(job, run);
            if (job.ProgressTotal(run) is long total)
            {
                progress?.Start(total);
            }

            run.Output = output = job.CreateOutput(run);
            TOutcome outcome;
            try
            {
                // The job decides once how it runs. Inputs that fit one buffer are left as opened, to be read whole if it
                // so decides; the others are settled first. Ctrl-C while the output is being written becomes the output's
                // "interrupted" error (the catch below).
                if (!run.FitsOneBuffer)
                {
                    Settle(run);
                }

                JobWay<TOutcome> way = job.Decide(run);
                outcome = way is WholeWay<TOutcome> whole && ReadWhole(run) is { } bytes
                    ? ClosedThenRead(whole, bytes, inputs)
                    : Settled(run, way) switch
                    {
                        KnownWay<TOutcome> known => known.Outcome,
                        ProducedWay<TOutcome> produced => produced.Produce(),
                        StreamedWay<TOutcome> streamed => Stream(run, streamed),
                        StripedWay<TOutcome> striped => Stripe(run, striped, () => Close(inputs)),
                        var other => throw new InvalidOperationException($"{other.GetType().Name} is not a way the pipeline runs"),
                    };
            }
            catch (OperationCanceledException e) when (output is not null && OutputInterruption.Caused(e, cancel))
            {
                throw OutputInterruption.Of(output.Destination, e, cancel);
            }

            return Finish(job, run, outcome);
        }
        finally
        {
            Close(inputs);
            output?.Dispose();
        }
    }

    /// <summary>
    /// For a job that opens its inputs a batch at a time (wc's names): the run, bounded and planned before any input is
    /// open, for <see cref="RunBatch"/>
    /// and <see cref="Finish"/>.
    /// </summary>
    public static PipelineRun Begin<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, CancellationToken cancel, ProcessingProgress? progress = null)
    {
        PipelineRun run = Bound(job, cancel, progress);
        Plan(job, run);
        return run;
    }

    /// <summary>
    /// For the asynchronous calls, which read their stream themselves: the run over <paramref name="stream"/> as
    /// <see cref="Run{TOutcome, TResult}"/> would begin it (bounded, the input opened as "-", checked and planned, the clock
    /// started), for the caller to stream and then <see cref="Finish"/>.
    /// </summary>
    public static PipelineRun BeginStream<TOutcome, TResult>(
        PipelineJob<TOutcome, TResult> job, Stream stream, CancellationToken cancel, ProcessingProgress? progress = null)
    {
        PipelineRun run = Bound(job, cancel, progress);
        JobInput input = InputSource.Open(JobInput.StandardStream, stream).OpenInput(job.SmallLimit);
        job.CheckOpened(0, input);
        job.CheckAllOpened([input]);
        run.Inputs = [input];
        Plan(job, run);
        if (job.ProgressTotal(run) is long total)
        {
            progress?.Start(total);
        }

        return run;
    }

    /// <summary>
    /// One batch of a run begun by <see cref="Begin"/>: the job decides how it runs over <paramref name="files"/> (regular
    /// files the caller opened and owns, for a job that writes nothing), and the pipeline runs that way: known, or striped.
    /// </summary>
    public static TOutcome RunBatch<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, PipelineRun run, IReadOnlyList<InputFile> files)
    {
        run.Files = files;
        return job.Decide(run) switch
        {
            KnownWay<TOutcome> known => known.Outcome,
            StripedWay<TOutcome> striped => Stripe(run, striped, closeInputs: null),
            var other => throw new InvalidOperationException($"a batch of regular files is known or striped, not {other.GetType().Name}"),
        };
    }

    /// <summary>Stops the clock and makes the job's report.</summary>
    public static TResult Finish<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, PipelineRun run, TOutcome outcome)
    {
        run.Stop();
        return job.Report(run, outcome);
    }

    private static PipelineRun Bound<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, CancellationToken cancel, ProcessingProgress? progress)
    {
        return new PipelineRun(RunBounds.Apply(job.Requested), cancel, progress);
    }

    /// <summary>
    /// Gives <paramref name="run"/>, planned before any input was open (<see cref="Begin"/>), the job's <paramref name="plan"/>
    /// for what it found open (<see cref="PipelineJob{TOutcome, TResult}.PlanOpened"/>): its scheduler is bound again and
    /// the report's notes start with the new plan's reason.
    /// </summary>
    public static void Replan(PipelineRun run, RunPlan plan)
    {
        run.Plan = plan;
        run.Unbind();
        run.Note = RunBounds.Join(plan.AutoNote, run.BoundsNote);
    }

    /// <summary>
    /// Resolves Auto for the opened inputs, then lets the job replace the plan for its open files (<see cref="PipelineJob{TOutcome, TResult}.PlanOpened"/>);
    /// the report's notes start with the plan's reason and the bounds'.
    /// </summary>
    private static void Plan<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, PipelineRun run)
    {
        run.Plan = AutoPlanner.Resolve(job.Requested, job.AutoPolicy, () => job.Profile(run.Inputs));
        if (run.Inputs.Count > 0 && run.Inputs.All(i => i.File is not null) && job.PlanOpened([.. run.Inputs.Select(i => i.File!)]) is RunPlan opened)
        {
            run.Plan = opened;
        }

        run.Note = RunBounds.Join(run.Plan.AutoNote, run.BoundsNote);
        job.Check(run);
    }

    /// <summary>Opens each input in turn, checked by the job before the next is opened, then all of them together.</summary>
    private static void Open<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, IReadOnlyList<InputSource> sources, JobInput[] inputs)
    {
        for (int i = 0; i < sources.Count; i++)
        {
            inputs[i] = sources[i].OpenInput(job.SmallLimit);
            job.CheckOpened(i, inputs[i]);
        }

        job.CheckAllOpened(inputs);
    }

    /// <summary>
    /// Turns every input opened small into what an ordinary open makes of it (<see cref="JobInput.Settle"/>); where every
    /// input is then a regular file, they are the files the striped way reads (<see cref="PipelineRun.Files"/>).
    /// </summary>
    private static void Settle(PipelineRun run)
    {
        foreach (JobInput input in run.Inputs)
        {
            input.Settle();
        }

        run.Files = run.Inputs.All(i => i.File is not null) ? [.. run.Inputs.Select(i => i.File!)] : [];
    }

    /// <summary>
    /// <paramref name="way"/>, with the inputs settled where they were left as opened (they fit one buffer); for a whole way
    /// that could not read them whole, the way it names instead.
    /// </summary>
    private static JobWay<TOutcome> Settled<TOutcome>(PipelineRun run, JobWay<TOutcome> way)
    {
        if (run.FitsOneBuffer)
        {
            Settle(run);
        }

        return way is WholeWay<TOutcome> whole ? whole.Otherwise() : way;
    }

    /// <summary>Closes the inputs the pipeline opened (null: not opened); closing twice is harmless.</summary>
    private static void Close(IReadOnlyList<JobInput?> inputs)
    {
        foreach (JobInput? input in inputs)
        {
            input?.Dispose();
        }
    }
}

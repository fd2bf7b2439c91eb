using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>
/// The one way every job runs: bound the strategy, start the clock, open the inputs (regular files, streams, small files
/// the short way), let Auto choose, make the output, then read the inputs whole, streamed or striped, write and commit the
/// output after the inputs are closed, turn Ctrl-C into the output's "interrupted" line, and report. A job supplies only
/// its steps (<see cref="PipelineJob{TOutcome, TResult}"/>).
/// </summary>
internal static class JobPipeline
{
    /// <summary>
    /// Runs <paramref name="job"/> over <paramref name="sources"/>, in the order given, from the strategy asked for to the report:
    /// each input opened in turn and checked by the job (<see cref="PipelineJob{TOutcome, TResult}.CheckOpened"/>) before the
    /// next is opened, so the run stops at the first that fails; over none, the job produces its output by itself (<see cref="PipelineJob{TOutcome, TResult}.Produce"/>: generate).
    /// </summary>
    public static TResult Run<TOutcome, TResult>(
        PipelineJob<TOutcome, TResult> job, IReadOnlyList<InputSource> sources, CancellationToken cancel, ProcessingProgress? progress = null)
    {
        PipelineRun? bounded = job.OpensFirst ? null : Bound(job, cancel, progress);
        var inputs = new JobInput[sources.Count];
        JobOutput? output = null;
        try
        {
            for (int i = 0; i < sources.Count; i++)
            {
                inputs[i] = sources[i].OpenInput(job.SmallLimit);
                job.CheckOpened(i, inputs[i]);
            }

            job.CheckAllOpened(inputs);
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
                // Over no inputs the job produces its output by itself; otherwise one of three ways: inputs that fit one
                // buffer are read whole, regular files are striped, anything else is streamed. Ctrl-C while the output is
                // being written becomes the output's "interrupted" error (the catch below).
                if (inputs.Length == 0)
                {
                    outcome = job.Produce(run);
                }
                else if (job.ReadsWhole(run) && ReadWhole(run) is { } whole)
                {
                    // Closed before the output is written: the output may be the input, and Windows cannot rename over an open file.
                    Close(inputs);
                    outcome = job.RunWhole(run, whole);
                }
                else
                {
                    foreach (JobInput input in inputs)
                    {
                        input.Settle();
                    }

                    if (job.Stripes(run))
                    {
                        run.Files = [.. inputs.Select(i => i.File!)];
                        outcome = job.TryWithoutReading(run, out TOutcome unread) ? unread : job.AfterStripes(run, Stripe(job, run, () => Close(inputs)));
                    }
                    else
                    {
                        outcome = Stream(job, run);
                    }
                }
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
    /// open, for <see cref="Stripe{TOutcome, TResult}(PipelineJob{TOutcome, TResult}, PipelineRun, IReadOnlyList{InputFile})"/>
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

    /// <summary>The striped way over <paramref name="files"/> (regular files the caller opened and owns), for a job that writes nothing.</summary>
    public static TOutcome Stripe<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, PipelineRun run, IReadOnlyList<InputFile> files)
    {
        run.Files = files;
        return job.TryWithoutReading(run, out TOutcome unread) ? unread : job.AfterStripes(run, Stripe(job, run, closeInputs: null));
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

    /// <summary>
    /// Every input read whole, when each was opened small and fits one buffer; null, with each read again from its start
    /// later, when one held more than its size said (it grew, or it is a pseudo file).
    /// </summary>
    private static ArraySegment<byte>[]? ReadWhole(PipelineRun run)
    {
        int limit = run.Plan.BlockSize;
        if (!run.Inputs.All(i => i.IsSmall && i.File!.Length <= limit))
        {
            return null;
        }

        var whole = new ArraySegment<byte>[run.Inputs.Count];
        for (int i = 0; i < whole.Length; i++)
        {
            if (!new WholeFileReader(limit).TryRead(run.Inputs[i].File!, out whole[i], out Stream? rest))
            {
                rest!.Dispose();
                return null;
            }
        }

        return whole;
    }

    private static TOutcome Stream<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, PipelineRun run)
    {
        var owned = new Stream?[run.Inputs.Count];
        try
        {
            var streams = new Stream[owned.Length];
            for (int i = 0; i < streams.Length; i++)
            {
                JobInput input = run.Inputs[i];
                streams[i] = input.File is null ? input.Stream! : owned[i] = new FileStream(input.File.Handle, FileAccess.Read, bufferSize: 0);
            }

            return job.RunStreamed(run, streams);
        }
        finally
        {
            foreach (Stream? stream in owned)
            {
                stream?.Dispose();
            }
        }
    }

    /// <param name="closeInputs">Closes the inputs the pipeline opened, before the output is committed.</param>
    private static TOutcome Stripe<TOutcome, TResult>(PipelineJob<TOutcome, TResult> job, PipelineRun run, Action? closeInputs)
    {
        JobOutput? output = run.Output;
        job.StartProgress(run);
        using IOutputTarget? target = output?.Create(job.OutputLength(run));
        TOutcome outcome;
        using (StripedRun striped = target is null
            ? new StripedRun(run.Plan, run.Scheduler, run.Files, output: null, run.Cancel, run.Progress)
            : output!.Named(target, () => new StripedRun(run.Plan, run.Scheduler, run.Files, target.Written, run.Cancel, run.Progress)))
        {
            StripedWork work = job.PlanStripes(run, striped);
            run.Ran = striped.Describe(work.Plan);
            run.AddNote(striped.Note(work.Plan));
            using (IStripeOutput? written = target is null ? null : output!.Open(striped, target))
            {
                try
                {
                    striped.Run(work.Work, _ => job.CreateWorker(run, striped, work, written));
                }
                catch (IOException ex) when (target is not null)
                {
                    throw output!.NameIn(ex, target);
                }

                run.AddNote(striped.ThreadsNote(work.Plan));
                if (job.ChecksUnchanged)
                {
                    striped.EnsureUnchanged();
                }

                if (output is { Sync: true })
                {
                    written?.Flush();
                }
            }

            outcome = job.Combine(run, striped, work);
        }

        if (target is not null)
        {
            // Windows cannot rename over a file that is still open, and input and output may be the same file.
            closeInputs?.Invoke();
            output!.Commit(target);
        }

        return outcome;
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

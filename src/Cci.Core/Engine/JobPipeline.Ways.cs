using Cci.Core.Access;
using Cci.Core.Files;

namespace Cci.Core.Engine;

/// <summary>How the pipeline runs the ways a job decides on: read whole, streamed, striped.</summary>
internal static partial class JobPipeline
{
    /// <summary>
    /// Every input read whole, when each was opened small and fits one buffer; null, with each read again from its start
    /// later, when one held more than its size said (it grew, or it is a pseudo file).
    /// </summary>
    private static ArraySegment<byte>[]? ReadWhole(PipelineRun run)
    {
        int limit = run.Plan.BlockSize;
        if (!run.FitsOneBuffer)
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

    /// <summary>The whole way over the inputs read whole, closed first: the output may be the input, and Windows cannot rename over an open file.</summary>
    private static TOutcome ClosedThenRead<TOutcome>(WholeWay<TOutcome> whole, ArraySegment<byte>[] bytes, JobInput[] inputs)
    {
        Close(inputs);
        return whole.Read(bytes);
    }

    /// <summary>The streamed way over every input as a stream: a file through a stream of its own, closed after.</summary>
    private static TOutcome Stream<TOutcome>(PipelineRun run, StreamedWay<TOutcome> way)
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

            return way.Read(streams);
        }
        finally
        {
            foreach (Stream? stream in owned)
            {
                stream?.Dispose();
            }
        }
    }

    /// <summary>
    /// The striped way: the output made for the way's length, the stripes planned and run by the way's workers, the
    /// output flushed and committed once the inputs are closed, the way's outcome combined and finished.
    /// </summary>
    /// <param name="closeInputs">Closes the inputs the pipeline opened, before the output is committed (null: the caller owns them).</param>
    private static TOutcome Stripe<TOutcome>(PipelineRun run, StripedWay<TOutcome> way, Action? closeInputs)
    {
        JobOutput? output = run.Output;
        way.StartProgress();
        using IOutputTarget? target = output?.Create(way.OutputLength);
        TOutcome outcome;
        using (StripedRun striped = target is null
            ? new StripedRun(run.Plan, run.Scheduler, run.Files, output: null, run.Cancel, run.Progress)
            : output!.Named(target, () => new StripedRun(run.Plan, run.Scheduler, run.Files, target.Written, run.Cancel, run.Progress)))
        {
            StripedWork work = way.Plan(striped);
            run.Ran = striped.Describe(work.Plan);
            run.AddNote(striped.Note(work.Plan));
            using (IStripeOutput? written = target is null ? null : output!.Open(striped, target))
            {
                try
                {
                    striped.Run(work.Work, _ => way.CreateWorker(striped, work, written));
                }
                catch (IOException ex) when (target is not null)
                {
                    throw output!.NameIn(ex, target);
                }

                run.AddNote(striped.ThreadsNote(work.Plan));
                if (way.ChecksUnchanged)
                {
                    striped.EnsureUnchanged();
                }

                if (output is { Sync: true })
                {
                    written?.Flush();
                }
            }

            outcome = way.Combine(striped, work);
        }

        if (target is not null)
        {
            // Windows cannot rename over a file that is still open, and input and output may be the same file.
            closeInputs?.Invoke();
            output!.Commit(target);
        }

        return way.After(outcome);
    }
}

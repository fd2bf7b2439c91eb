using Cci.Core.Kernels;
using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Planning;
using Cci.Core.Threading;

namespace Cci.Core.Transforms;

/// <summary>
/// The transform on the <see cref="JobPipeline"/>: its output, its decision (a small input transformed in memory, regular
/// files striped by <see cref="TransformStripes"/>, anything else streamed through <see cref="StreamTransform"/>), and the
/// library's report. The outcome is the bytes written.
/// </summary>
internal sealed class TransformSteps(TransformRequest options, ByteTransform transform, Stream standardOutput)
    : PipelineJob<long, ProcessingReport>(options.Strategy, new TransformAutoPolicy(options.Overwrite))
{
    /// <summary>The transform's Auto weighs the cache state: a large input is measured (sampled mincore), a small one goes by its size.</summary>
    public override InputProfile Profile(IReadOnlyList<JobInput> inputs)
    {
        JobInput first = inputs[0];
        return first.IsSmall ? InputProfile.OfSize(first.File!.Length) : InputProfile.Measure(first.File);
    }

    /// <summary>
    /// Read whole only where nothing was named (Auto access and threading) and the output is a file the output rule replaces
    /// or writes in place: a stream keeps the streamed way, which says so.
    /// </summary>
    public override long SmallLimit =>
        options.Strategy.IsAllAuto && !options.Sync && options.Output != TransformRequest.StandardStream ? TransformJob.SmallLimit : -1;

    public override long? ProgressTotal(PipelineRun run) => run.Inputs[0].File?.Length ?? -1;

    public override JobOutput CreateOutput(PipelineRun run) =>
        JobOutput.For(options.Output, options.Overwrite, options.Sync, options.Notice, standardOutput, run.Cancel);

    /// <summary>
    /// A small input is transformed in memory when the output is a file (a device keeps the streamed way, which says so);
    /// regular files on both sides are striped; anything else is streamed.
    /// </summary>
    public override JobWay<long> Decide(PipelineRun run) =>
        run.FitsOneBuffer && run.Output!.IsFile ? JobWay.Whole(bytes => RunWhole(run, bytes[0]), () => StripedOrStreamed(run)) : StripedOrStreamed(run);

    private JobWay<long> StripedOrStreamed(PipelineRun run) =>
        run.Files.Count > 0 && run.Output!.IsFile ? new TransformStripes(run, transform) : JobWay.Streamed(inputs => RunStreamed(run, inputs[0]));

    private long RunWhole(PipelineRun run, ArraySegment<byte> bytes)
    {
        run.Cancel.ThrowIfCancellationRequested();
        Kernel kernel = run.ResolveKernel();
        transform.Apply(bytes, bytes, kernel, offset: 0);
        long written = run.Output!.Write(output => WriteAll(output, bytes));
        run.Progress?.Add(written);
        run.Ran = run.Plan.Streamed(written, AccessCatalog.Streamed);
        run.AddNote($"the input fits one buffer ({run.Plan.BlockSize} bytes): read whole, transformed in memory and written in order");
        return written;
    }

    private long RunStreamed(PipelineRun run, Stream source)
    {
        RunPlan plan = run.Plan;
        Kernel kernel = plan.ResolveKernel();
        long bytes = run.Output!.Write(output => StreamTransform.Run(source, output, transform, kernel, plan.BlockSize, run.Cancel, run.Progress));
        Streamed(run, bytes);
        return bytes;
    }

    /// <summary>What ran when the input was streamed (here, or by the asynchronous call): in order through one buffer, on one thread.</summary>
    public void Streamed(PipelineRun run, long bytes)
    {
        RunPlan plan = run.Plan;
        run.Ran = plan.Streamed(bytes);

        // What the user named and could not run says so; what Auto chose for a file is simply streamed.
        bool fellBack = !Requested.IsAuto && (plan.Access, plan.Threading) != (AccessCatalog.Streamed, SchedulerCatalog.Streamed);
        run.Note = fellBack
            ? $"{plan.Access}/{plan.Threading} needs regular files on both sides; ran as one sequential stream instead"
            : RunBounds.Join(run.Note, $"streamed in order through one buffer: the {(run.Inputs[0].File is null ? "input" : "output")} is not a regular file, " +
                "and mapping and striping need regular files");
    }

    /// <summary>The library's report, made here once from what ran.</summary>
    public override ProcessingReport Report(PipelineRun run, long bytes) => run.Ran!.ToReport(run.Output!.Mode, bytes, run.Elapsed, run.ReportNote);

    private static long WriteAll(Stream output, ReadOnlySpan<byte> bytes)
    {
        output.Write(bytes);
        output.Flush();
        return bytes.Length;
    }
}

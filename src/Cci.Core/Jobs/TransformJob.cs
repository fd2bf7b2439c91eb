using System.Diagnostics;
using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Planning;
using Cci.Core.Threading;
using Cci.Core.Transforms;
using Cci.Core.Transforms.Kernels;

namespace Cci.Core.Jobs;

/// <summary>
/// The main job: transform an input file into an output file with the chosen access method,
/// threading method and kernel, and report what was done and how long it took.
/// </summary>
public static class TransformJob
{
    /// <summary>A single pass over a mapped file still hands the kernel at most this much at a time (spans are int-sized).</summary>
    private const long SinglePassChunk = 1 << 30;

    /// <param name="standardInput">Read when <see cref="TransformOptions.Input"/> is "-".</param>
    /// <param name="standardOutput">Written when <see cref="TransformOptions.Output"/> is "-".</param>
    public static TransformReport Run(TransformOptions options, Stream standardInput, Stream standardOutput, CancellationToken cancel = default) =>
        Run(options, standardInput, standardOutput, progress: null, cancel);

    /// <param name="progress">Bumped once per stripe or block as bytes are done, for a progress display; null for none.</param>
    public static TransformReport Run(
        TransformOptions options, Stream standardInput, Stream standardOutput, ProgressCounter? progress, CancellationToken cancel = default)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.BufferSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Threads);
        string? viewNote = RunBounds.ViewSizeNote(options.ViewSize);
        options = options with { ViewSize = RunBounds.ViewSize(options.ViewSize) };
        ByteTransform transform = TransformCatalog.Create(options.Transform, options.Shift);
        var clock = Stopwatch.StartNew();

        (InputFile? inputFile, Stream? inputStream) = options.Input == TransformOptions.StandardStream
            ? (null, standardInput)
            : InputSource.Open(options.Input);
        using (inputFile?.Handle)
        using (inputStream == standardInput ? null : inputStream)
        {
            string? autoReason = null;
            if (AutoPlanner.IsAuto(options))
            {
                (options, autoReason) = AutoPlanner.Resolve(options, inputFile?.Length, MachineProfile.Current());
            }

            autoReason = RunBounds.Join(autoReason, viewNote);

            progress?.Start(inputFile?.Length ?? -1);
            OutputDestination? destination = options.Output == TransformOptions.StandardStream ? null : OutputDestination.For(options.Output, options.Overwrite);
            try
            {
                if (inputFile is null || destination is null or { Way: OutputWay.Stream })
                {
                    return RunStreamed(options, transform, inputFile, inputStream, standardOutput, destination, clock, autoReason, progress, cancel);
                }

                return RunStriped(options, transform, inputFile, destination, clock, autoReason, progress, cancel);
            }
            catch (OperationCanceledException e) when (cancel.IsCancellationRequested && e is not OutputInterruptedException)
            {
                throw destination?.Interrupted(e) ?? OutputInterruptedException.ForStandardOutput(e);
            }
        }
    }

    private static TransformReport RunStriped(
        TransformOptions options, ByteTransform transform, InputFile input, OutputDestination destination, Stopwatch clock, string? autoReason,
        ProgressCounter? progress, CancellationToken cancel)
    {
        IAccessStrategy access = AccessCatalog.For(options.Access, options.ViewSize);
        IWorkerScheduler scheduler = SchedulerCatalog.For(options.Threading);
        bool sequential = options.Threading == ThreadingMethod.None;

        using IOutputTarget target = destination.Create(input.Length, options.Notice);
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
        StripePlan plan;
        string? note;
        using (var guard = new InputGuard(input, stop))
        {
            bool mapsInput = access.MapsInput && guard.MayMap;
            int stripeSize = sequential && access.SinglePassWhenSequential && (mapsInput || !access.MapsInput)
                ? (int)Math.Clamp(input.Length, 1, Math.Min(SinglePassChunk, options.ViewSize))
                : options.BufferSize;
            plan = StripePlan.Create(input.Length, stripeSize, sequential ? 1 : options.Threads);
            note = RunBounds.Join(autoReason, access.MapsInput && !mapsInput ? AccessCatalog.UnguardedNote : null, RunBounds.WorkersNote(plan));
            using IStripeInput stripeInput = AccessCatalog.OpenInput(access, input, guard.MayMap);
            using IStripeOutput stripeOutput = access.OpenOutput(target.File, options.Sync);
            var worker = new StripedTransform(plan, stripeInput, stripeOutput, transform, options.Fast, stop.Token, progress);
            try
            {
                scheduler.Run(plan.Workers, worker.RunWorker, stop);
            }
            catch (OperationCanceledException) when (guard.WasBroken && !cancel.IsCancellationRequested)
            {
                throw guard.BrokenError();
            }
            catch (IOException ex)
            {
                throw OutputErrors.NameOutput(ex, target.File.Path, options.Output);
            }

            cancel.ThrowIfCancellationRequested();
            InputSource.EnsureUnchanged(input);
            if (options.Sync)
            {
                stripeOutput.Flush();
            }
        }

        // Windows cannot rename over a file that is still open, and input and output may be the same file.
        input.Handle.Dispose();
        target.Commit();
        clock.Stop();
        return Report(options, transform, access.Method.ToString(), plan, ModeOf(destination), input.Length, clock, Notes(destination.Note, note));
    }

    private static TransformReport RunStreamed(
        TransformOptions options, ByteTransform transform, InputFile? inputFile, Stream? inputStream, Stream standardOutput, OutputDestination? destination,
        Stopwatch clock, string? autoReason, ProgressCounter? progress, CancellationToken cancel)
    {
        using Stream input = inputStream ?? new FileStream(inputFile!.Handle, FileAccess.Read, bufferSize: 0);
        long bytes = destination is null
            ? StreamTransform.Run(input, standardOutput, transform, options.Fast, options.BufferSize, cancel, progress)
            : destination.Write(output => StreamTransform.Run(input, output, transform, options.Fast, options.BufferSize, cancel, progress), options.Notice);

        clock.Stop();
        bool fellBack = options.Access != AccessMethod.FileStream || options.Threading != ThreadingMethod.None;
        string? note = fellBack
            ? $"{options.Access}/{options.Threading} needs regular files on both sides; ran as one sequential stream instead"
            : autoReason ?? $"streamed in order through one buffer: the {(inputFile is null ? "input" : "output")} is not a regular file, " +
                "and mapping and striping need regular files";
        StripePlan plan = StripePlan.Create(bytes, options.BufferSize, 1);
        return Report(options, transform, "Stream", plan, destination is null ? OutputMode.Stream : ModeOf(destination), bytes, clock, Notes(destination?.Note, note));
    }

    private static OutputMode ModeOf(OutputDestination destination) => destination.Way switch
    {
        OutputWay.Replace => OutputMode.Atomic,
        OutputWay.InPlace => OutputMode.Overwrite,
        _ => OutputMode.Stream,
    };

    private static string? Notes(string? first, string? second) => first is null ? second : second is null ? first : first + "; " + second;

    private static TransformReport Report(
        TransformOptions options, ByteTransform transform, string access, StripePlan plan, OutputMode mode, long bytes, Stopwatch clock, string? note) =>
        new(
            Access: access,
            Threading: options.Threading,
            Fast: options.Fast,
            BufferSize: options.BufferSize,
            Threads: options.Threads,
            Workers: plan.Workers,
            StripeSize: plan.StripeSize,
            StripeCount: plan.StripeCount,
            Shift: options.Shift,
            Transform: transform.Name,
            Input: options.Input,
            Output: options.Output,
            OutputMode: mode,
            Bytes: bytes,
            SimdBytes: options.Fast ? VectorWidth.Bytes : 1,
            ViewSize: options.ViewSize,
            Sync: options.Sync,
            ElapsedSeconds: clock.Elapsed.TotalSeconds,
            Note: note);
}

using System.Diagnostics;
using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Planning;
using Cci.Core.Threading;
using Cci.Core.Transforms;

namespace Cci.Core.Jobs;

/// <summary>
/// The main job: transform an input file into an output file with the chosen access method,
/// threading method and kernel, and report what was done and how long it took. The striped run is
/// the shared engine's (<see cref="StripedRun"/>); what is the transform's own is the per-stripe body
/// (<see cref="TransformWorker"/>), the output rule and the streamed path.
/// </summary>
internal static class TransformJob
{
    /// <summary>
    /// The largest input Auto reads whole (<see cref="JobInput.IsSmall"/>): wc's buffer. An input that fits one buffer is one
    /// stripe whatever the strategy, so it is read with read(2), transformed in memory and written by the output rule: a
    /// lease, a mapping or a worker buys nothing for it. A strategy the user names runs as named.
    /// </summary>
    public const int SmallLimit = Count.CountOptions.DefaultBufferSize;

    /// <param name="standardInput">Read when <see cref="TransformOptions.Input"/> is "-".</param>
    /// <param name="standardOutput">Written when <see cref="TransformOptions.Output"/> is "-".</param>
    public static TransformReport Run(TransformOptions options, Stream standardInput, Stream standardOutput, CancellationToken cancel = default) =>
        Run(options, standardInput, standardOutput, progress: null, cancel);

    /// <param name="progress">Bumped once per stripe or block as bytes are done, for a progress display; null for none.</param>
    public static TransformReport Run(
        TransformOptions options, Stream standardInput, Stream standardOutput, ProgressCounter? progress, CancellationToken cancel = default) =>
        Run(options, TransformCatalog.Create(options.Transform, options.Shift), standardInput, standardOutput, progress, cancel);

    /// <summary>Runs <paramref name="transform"/> (cci's own, or a library user's) instead of the one <see cref="TransformOptions.Transform"/> names.</summary>
    public static TransformReport Run(
        TransformOptions options, ByteTransform transform, Stream standardInput, Stream standardOutput, ProgressCounter? progress, CancellationToken cancel)
    {
        (StrategyOptions strategy, string? boundsNote) = RunBounds.Apply(options.Strategy);
        var clock = Stopwatch.StartNew();
        bool auto = strategy.IsAuto;

        // Read whole only where nothing was named (Auto access and threading) and the output is a file the output rule replaces
        // or writes in place: a stream keeps the streamed way, which says so.
        bool wholeInput = strategy.IsAllAuto && !options.Sync
            && options.Output != TransformOptions.StandardStream;
        using JobInput input = JobInput.Open(options.Input, standardInput, wholeInput ? SmallLimit : -1).ThrowIfFailed();
        // A small input is read whole whatever its residency: its size alone plans it, without a probe of its pages.
        (strategy, string? autoReason) = input.IsSmall
            ? AutoPlanner.Resolve(strategy, new TransformAutoPolicy(options.Overwrite), InputProfile.OfSize(input.File!.Length))
            : AutoPlanner.Resolve(strategy, new TransformAutoPolicy(options.Overwrite), input.File);
        options = options with { Strategy = strategy };
        string? note = RunBounds.Join(autoReason, boundsNote);
        progress?.Start(input.File?.Length ?? -1);
        OutputDestination? destination = options.Output == TransformOptions.StandardStream ? null : OutputDestination.For(options.Output, options.Overwrite);
        try
        {
            if (input.IsSmall)
            {
                TransformReport? small = input.File!.Length <= strategy.ResolvedBufferSize && destination is { Mode: not OutputMode.Stream }
                    ? RunSmall(options, transform, input, standardOutput, destination, clock, note, progress, cancel)
                    : null;
                if (small is not null)
                {
                    return small;
                }

                input.Settle();
            }

            return input.File is null || destination is null or { Mode: OutputMode.Stream }
                ? RunStreamed(options, transform, input, standardOutput, destination, clock, note, auto, progress, cancel)
                : RunStriped(options, transform, input, destination, clock, note, progress, cancel);
        }
        catch (OperationCanceledException e) when (cancel.IsCancellationRequested && e is not OutputInterruptedException)
        {
            throw destination?.Interrupted(e) ?? OutputInterruptedException.ForStandardOutput(e);
        }
    }

    private static TransformReport RunStriped(
        TransformOptions options, ByteTransform transform, JobInput input, OutputDestination destination, Stopwatch clock, string? note,
        ProgressCounter? progress, CancellationToken cancel)
    {
        InputFile file = input.File!;
        using IOutputTarget target = OutputLength.Create(destination, file.Length, options.Output, options.Notice);
        StrategyUsed used;
        using (var run = new StripedRun(options.Strategy, [file], cancel, progress))
        {
            StripePlan plan = run.Plan(file.Length);
            used = run.Describe(plan);
            note = RunBounds.Join(note, run.Note(plan));
            // Opening a mapped output reserves its space first: a full disk fails there, naming the output.
            using IStripeOutput output = OpenOutput(run, target, options);
            try
            {
                run.Run(new RoundRobinWork(plan), _ => new TransformWorker(run.Input(0), output, plan.StripeSize, transform, run.Kernel));
                note = RunBounds.Join(note, run.ThreadsNote(plan));
            }
            catch (IOException ex)
            {
                throw OutputErrors.NameOutput(ex, target.Written.Path, options.Output);
            }

            run.EnsureUnchanged();
            if (options.Sync)
            {
                output.Flush();
            }
        }

        // Windows cannot rename over a file that is still open, and input and output may be the same file.
        input.Dispose();
        OutputErrors.Write(target.Written.Path, options.Output, target.Commit);
        clock.Stop();
        return Report(options, transform, used, destination.Mode, file.Length, clock, RunBounds.Join(destination.Note, note));
    }

    /// <summary>
    /// An input that fits one buffer: read whole and closed, transformed in memory, written by the output rule (an atomic
    /// replacement, in place, or a stream, as for any input). Null when the input held more than its size said: the caller
    /// then takes the ordinary way from the start.
    /// </summary>
    private static TransformReport? RunSmall(
        TransformOptions options, ByteTransform transform, JobInput input, Stream standardOutput, OutputDestination? destination, Stopwatch clock,
        string? note, ProgressCounter? progress, CancellationToken cancel)
    {
        var reader = new WholeFileReader(options.Strategy.ResolvedBufferSize);
        if (!reader.TryRead(input.File!, out ArraySegment<byte> bytes, out Stream? rest))
        {
            rest!.Dispose();
            return null;
        }

        // Closed before the output is written: the output may be the input, and Windows cannot rename over an open file.
        input.Dispose();
        cancel.ThrowIfCancellationRequested();
        Kernels.Kernel kernel = options.Strategy.ResolveKernel();
        transform.Apply(bytes, bytes, kernel, offset: 0);
        long written = destination is null ? WriteAll(standardOutput, bytes) : destination.Write(output => WriteAll(output, bytes), options.Notice);
        progress?.Add(written);
        clock.Stop();
        string why = $"the input fits one buffer ({options.Strategy.ResolvedBufferSize} bytes): read whole, transformed in memory and written in order";
        return Report(
            options, transform, StrategyUsed.Streamed(options.Strategy, kernel, written) with { Access = AccessCatalog.Streamed },
            destination is null ? OutputMode.Stream : destination.Mode, written, clock, RunBounds.Join(destination?.Note, RunBounds.Join(note, why)));
    }

    private static long WriteAll(Stream output, ReadOnlySpan<byte> bytes)
    {
        output.Write(bytes);
        output.Flush();
        return bytes.Length;
    }

    private static IStripeOutput OpenOutput(StripedRun run, IOutputTarget target, TransformOptions options)
    {
        try
        {
            return run.OpenOutput(target.Written, options.Sync);
        }
        catch (IOException ex)
        {
            throw OutputErrors.NameOutput(ex, target.Written.Path, options.Output);
        }
    }

    private static TransformReport RunStreamed(
        TransformOptions options, ByteTransform transform, JobInput input, Stream standardOutput, OutputDestination? destination,
        Stopwatch clock, string? note, bool auto, ProgressCounter? progress, CancellationToken cancel)
    {
        StrategyOptions strategy = options.Strategy;
        var kernel = strategy.ResolveKernel();
        using Stream? owned = input.File is null ? null : new FileStream(input.File.Handle, FileAccess.Read, bufferSize: 0);
        Stream source = owned ?? input.Stream!;
        long bytes = destination is null
            ? StreamTransform.Run(source, standardOutput, transform, kernel, strategy.ResolvedBufferSize, cancel, progress)
            : destination.Write(output => StreamTransform.Run(source, output, transform, kernel, strategy.ResolvedBufferSize, cancel, progress), options.Notice);

        clock.Stop();
        // What the user named and could not run says so; what Auto chose for a file is simply streamed.
        bool fellBack = !auto && (strategy.Access, strategy.Threading) != (AccessCatalog.Streamed, SchedulerCatalog.Streamed);
        string? why = fellBack
            ? $"{strategy.Access}/{strategy.Threading} needs regular files on both sides; ran as one sequential stream instead"
            : RunBounds.Join(note, $"streamed in order through one buffer: the {(input.File is null ? "input" : "output")} is not a regular file, " +
                "and mapping and striping need regular files");
        return Report(
            options, transform, StrategyUsed.Streamed(strategy, kernel, bytes), destination is null ? OutputMode.Stream : destination.Mode, bytes, clock,
            RunBounds.Join(destination?.Note, why));
    }

    private static TransformReport Report(
        TransformOptions options, ByteTransform transform, StrategyUsed strategy, OutputMode mode, long bytes, Stopwatch clock, string? note) =>
        new()
        {
            Strategy = strategy,
            Shift = options.Shift,
            Transform = transform.Name,
            Input = options.Input,
            Output = options.Output,
            OutputMode = mode,
            Bytes = bytes,
            Sync = options.Sync,
            ElapsedSeconds = clock.Elapsed.TotalSeconds,
            Note = note,
        };
}

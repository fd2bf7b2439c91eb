using System.Diagnostics;
using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Planning;
using Cci.Core.Threading;

namespace Cci.Core.Compare;

/// <summary>
/// The seeds' compMP: finds the first N mismatching bytes of two files in file order, searching
/// striped blocks in parallel and stopping each worker once the first N are certain.
/// </summary>
public static class CompareJob
{
    /// <summary>A single pass over mapped files still hands the kernel at most this much at a time (spans are int-sized).</summary>
    private const long SinglePassChunk = 1 << 30;

    /// <param name="standardInput">Read when a path is "-".</param>
    public static CompareReport Run(CompareOptions options, Stream standardInput, CancellationToken cancel = default)
    {
        options = options.WithAutoResolved();
        string? viewNote = RunBounds.ViewSizeNote(options.ViewSize);
        options = options with { ViewSize = RunBounds.ViewSize(options.ViewSize) };
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Max);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.BufferSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Threads);
        if (options.Left == CompareOptions.StandardStream && options.Right == CompareOptions.StandardStream)
        {
            throw new CciException("only one of the two files can be standard input ('-')");
        }

        var clock = Stopwatch.StartNew();
        (InputFile? leftFile, Stream? leftStream) = Open(options.Left, standardInput);
        using (leftFile?.Handle)
        using (leftStream == standardInput ? null : leftStream)
        {
            (InputFile? rightFile, Stream? rightStream) = Open(options.Right, standardInput);
            using (rightFile?.Handle)
            using (rightStream == standardInput ? null : rightStream)
            {
                var table = new MismatchTable(options.Max);
                long available = options.AvailableMemory ?? AvailableMemory.Measure();
                if (leftFile is null || rightFile is null)
                {
                    string pipe = leftFile is null ? options.Left : options.Right;
                    return RunStreamed(
                        options, table, leftFile, leftStream, rightFile, rightStream, available, $"'{pipe}' is not a regular file, so it is read front to back", clock, cancel);
                }

                // The seeds' adaptive rule: parallel or mapped access to two files that the page cache
                // cannot hold together makes the workers evict each other's pages (thrashing, 10x slower
                // there); one sequential pass reads each page once.
                long together = leftFile.Length + rightFile.Length;
                if (together > available)
                {
                    return RunStreamed(
                        options, table, leftFile, null, rightFile, null, available,
                        $"the files ({together} bytes together) exceed the memory that can cache them ({available} bytes); striped access would thrash",
                        clock, cancel);
                }

                return RunStriped(
                    options, table, leftFile, rightFile, available, $"the files ({together} bytes together) fit in the memory that can cache them ({available} bytes)", viewNote, clock, cancel);
            }
        }
    }

    private static (InputFile? File, Stream? Stream) Open(string path, Stream standardInput) =>
        path == CompareOptions.StandardStream ? (null, standardInput) : InputSource.Open(path);

    private static CompareReport RunStriped(
        CompareOptions options, MismatchTable table, InputFile left, InputFile right, long available, string reason, string? viewNote, Stopwatch clock, CancellationToken cancel)
    {
        IAccessStrategy access = AccessCatalog.For(options.Access, options.ViewSize);
        IWorkerScheduler scheduler = SchedulerCatalog.For(options.Threading);
        bool sequential = options.Threading == ThreadingMethod.None;
        long common = Math.Min(left.Length, right.Length);
        StripePlan plan;
        string? note;
        using (var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel))
        using (var leftGuard = new InputGuard(left, stop))
        using (var rightGuard = new InputGuard(right, stop))
        {
            bool pread = access.MapsInput && !(leftGuard.MayMap && rightGuard.MayMap);
            int stripeSize = sequential && access.SinglePassWhenSequential && !pread
                ? (int)Math.Clamp(common, 1, Math.Min(SinglePassChunk, options.ViewSize))
                : options.BufferSize;
            plan = StripePlan.Create(common, stripeSize, sequential ? 1 : options.Threads);
            note = RunBounds.Join(pread ? AccessCatalog.UnguardedNote : null, viewNote, RunBounds.WorkersNote(plan));
            using IStripeInput leftInput = AccessCatalog.OpenInput(access, left, leftGuard.MayMap);
            using IStripeInput rightInput = AccessCatalog.OpenInput(access, right, rightGuard.MayMap);

            var worker = new StripedCompare(plan, leftInput, rightInput, table, options.Fast, stop.Token);
            try
            {
                scheduler.Run(plan.Workers, worker.RunWorker, stop);
            }
            catch (OperationCanceledException) when (!cancel.IsCancellationRequested && (leftGuard.WasBroken || rightGuard.WasBroken))
            {
                string changed = leftGuard.WasBroken ? left.Path : right.Path;
                throw new IOException($"input '{changed}' is being changed by another process; the compare was stopped");
            }

            cancel.ThrowIfCancellationRequested();
            InputSource.EnsureUnchanged(left);
            InputSource.EnsureUnchanged(right);
        }

        ShorterFile? shorter = left.Length < right.Length ? new ShorterFile(left.Path, left.Length)
            : right.Length < left.Length ? new ShorterFile(right.Path, right.Length)
            : null;
        clock.Stop();
        return Report(options, table, left.Length, right.Length, shorter, ComparePath.Striped, reason, available, access.Method.ToString(), plan, common, clock, note);
    }

    private static CompareReport RunStreamed(
        CompareOptions options,
        MismatchTable table,
        InputFile? leftFile,
        Stream? leftStream,
        InputFile? rightFile,
        Stream? rightStream,
        long available,
        string reason,
        Stopwatch clock,
        CancellationToken cancel)
    {
        using Stream? leftOwned = leftFile is null ? null : new FileStream(leftFile.Handle, FileAccess.Read, bufferSize: 0);
        using Stream? rightOwned = rightFile is null ? null : new FileStream(rightFile.Handle, FileAccess.Read, bufferSize: 0);
        long? limit = leftFile is not null && rightFile is not null ? Math.Min(leftFile.Length, rightFile.Length) : null;
        StreamedResult result = StreamedCompare.Run(leftOwned ?? leftStream!, rightOwned ?? rightStream!, limit, options.BufferSize, table, options.Fast, cancel);
        if (leftFile is not null)
        {
            InputSource.EnsureUnchanged(leftFile);
        }

        if (rightFile is not null)
        {
            InputSource.EnsureUnchanged(rightFile);
        }

        ShorterFile? shorter = limit is not null
            ? (leftFile!.Length < rightFile!.Length ? new ShorterFile(leftFile.Path, leftFile.Length)
                : rightFile.Length < leftFile.Length ? new ShorterFile(rightFile.Path, rightFile.Length)
                : null)
            : result.LeftEnded ? new ShorterFile(options.Left, result.Compared)
            : result.RightEnded ? new ShorterFile(options.Right, result.Compared)
            : null;
        clock.Stop();
        StripePlan plan = StripePlan.Create(result.Compared, options.BufferSize, 1);
        return Report(
            options, table, leftFile?.Length, rightFile?.Length, shorter, ComparePath.Streamed, reason, available, AccessMethod.FileStream.ToString(), plan, result.Compared, clock);
    }

    private static CompareReport Report(
        CompareOptions options,
        MismatchTable table,
        long? leftSize,
        long? rightSize,
        ShorterFile? shorter,
        ComparePath path,
        string reason,
        long available,
        string access,
        StripePlan plan,
        long compared,
        Stopwatch clock,
        string? note = null)
    {
        Mismatch[] mismatches = table.ToArray();
        long searched = mismatches.Length == options.Max ? mismatches[^1].ByteNumber : compared;
        return new CompareReport(
            Left: options.Left,
            Right: options.Right,
            LeftSize: leftSize,
            RightSize: rightSize,
            Max: options.Max,
            Mismatches: mismatches,
            Shorter: shorter,
            Path: path,
            PathReason: reason,
            AvailableMemory: available,
            Access: access,
            Threading: options.Threading,
            Fast: options.Fast,
            BufferSize: options.BufferSize,
            Threads: options.Threads,
            Workers: plan.Workers,
            StripeSize: plan.StripeSize,
            StripeCount: plan.StripeCount,
            ViewSize: options.ViewSize,
            VectorBytes: options.Fast ? VectorCompareKernel.VectorBytes : 1,
            Searched: searched,
            ElapsedSeconds: clock.Elapsed.TotalSeconds,
            Note: note);
    }
}

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

    /// <summary>The block size of the sequential listing pass and of line counting: large enough that the kernel, not the reads, sets the pace.</summary>
    private const int SequentialBlock = 1 << 20;

    /// <param name="standardInput">Read when a path is "-".</param>
    public static CompareReport Run(CompareOptions options, Stream standardInput, CancellationToken cancel = default) =>
        Run(options, standardInput, sink: null, cancel);

    /// <param name="standardInput">Read when a path is "-".</param>
    /// <param name="sink">
    /// Receives the listed mismatches (<see cref="CompareMode.List"/>) in file order as they become certain; null keeps them in the
    /// report's <see cref="CompareReport.Mismatches"/>.
    /// </param>
    public static CompareReport Run(CompareOptions options, Stream standardInput, IMismatchSink? sink, CancellationToken cancel = default)
    {
        options = options.WithAutoResolved();
        string? viewNote = RunBounds.ViewSizeNote(options.ViewSize);
        options = options with { ViewSize = RunBounds.ViewSize(options.ViewSize) };
        if (options.Max is int max)
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(max);
        }

        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.BufferSize);
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(options.Threads);
        ArgumentOutOfRangeException.ThrowIfNegative(options.Limit ?? 0);
        ArgumentOutOfRangeException.ThrowIfNegative(options.LeftSkip);
        ArgumentOutOfRangeException.ThrowIfNegative(options.RightSkip);
        if (options.Left == CompareOptions.StandardStream && options.Right == CompareOptions.StandardStream)
        {
            throw new CciException("only one of the two files can be standard input ('-')");
        }

        var collector = sink is null ? new MismatchCollector() : null;
        var run = new RunState(options, sink ?? collector!, cancel);
        var clock = Stopwatch.StartNew();
        (InputFile? leftFile, Stream? leftStream) = Open(options.Left, standardInput);
        using (leftFile?.Handle)
        using (leftStream == standardInput ? null : leftStream)
        {
            (InputFile? rightFile, Stream? rightStream) = Open(options.Right, standardInput);
            using (rightFile?.Handle)
            using (rightStream == standardInput ? null : rightStream)
            {
                long available = options.AvailableMemory ?? AvailableMemory.Measure();
                CompareReport report;
                if (leftFile is null || rightFile is null)
                {
                    string pipe = leftFile is null ? options.Left : options.Right;
                    report = RunStreamed(
                        run, leftFile, leftStream, rightFile, rightStream, available, $"'{pipe}' is not a regular file, so it is read front to back", clock);
                }
                else
                {
                    // The seeds' adaptive rule: parallel or mapped access to two files that the page cache
                    // cannot hold together makes the workers evict each other's pages (thrashing, 10x slower
                    // there); one sequential pass reads each page once.
                    long together = Remaining(leftFile, options.LeftSkip) + Remaining(rightFile, options.RightSkip);
                    report = together > available
                        ? RunStreamed(
                            run, leftFile, null, rightFile, null, available,
                            $"the files ({together} bytes together) exceed the memory that can cache them ({available} bytes); striped access would thrash",
                            clock)
                        : RunStriped(
                            run, leftFile, rightFile, available, $"the files ({together} bytes together) fit in the memory that can cache them ({available} bytes)", viewNote, clock);
                }

                return collector is null ? report : report with { Mismatches = collector.Items };
            }
        }
    }

    private static long Remaining(InputFile file, long skip) => Math.Max(0, file.Length - skip);

    private static (InputFile? File, Stream? Stream) Open(string path, Stream standardInput) =>
        path == CompareOptions.StandardStream ? (null, standardInput) : InputSource.Open(path);

    private static CompareReport RunStriped(
        RunState run, InputFile left, InputFile right, long available, string reason, string? viewNote, Stopwatch clock)
    {
        CompareOptions options = run.Options;
        CancellationToken cancel = run.Cancel;
        long leftLength = Remaining(left, options.LeftSkip);
        long rightLength = Remaining(right, options.RightSkip);
        long common = Math.Min(Math.Min(leftLength, rightLength), options.Limit ?? long.MaxValue);
        ShorterFile? shorter = common < (options.Limit ?? long.MaxValue) && leftLength != rightLength
            ? new ShorterFile(leftLength < rightLength ? left.Path : right.Path, common)
            : null;
        if (options.Mode == CompareMode.Status && shorter is not null)
        {
            // cmp -s on two regular files of different lengths: different, without reading a byte.
            clock.Stop();
            return Report(run, left.Length, right.Length, shorter, ComparePath.Striped, reason, available, options.Access.ToString(), StripePlan.Create(0, 1, 1), 0, clock);
        }

        IAccessStrategy access = AccessCatalog.For(options.Access, options.ViewSize);
        IWorkerScheduler scheduler = SchedulerCatalog.For(options.Threading);
        bool sequential = options.Threading == ThreadingMethod.None;
        bool listAll = options.Mode == CompareMode.List && options.Max is null;
        var table = new MismatchTable(options.Mode == CompareMode.List ? options.Max ?? 1 : 1);
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

            // With -l and no --max this finds only the first mismatch (speculatively, in parallel); the
            // listing pass below then goes on from there in file order.
            var worker = new StripedCompare(plan, leftInput, options.LeftSkip, rightInput, options.RightSkip, table, options.Fast, stop.Token);
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
            Mismatch[] found = table.ToArray();
            if (found.Length > 0)
            {
                run.First = found[0];
            }

            if (listAll && found.Length > 0)
            {
                using var leftStream = new PositionalReadStream(left.Handle, options.LeftSkip + found[0].Offset);
                using var rightStream = new PositionalReadStream(right.Handle, options.RightSkip + found[0].Offset);
                var log = new MismatchStream(run.Sink, max: null);
                StreamedCompare.Run(leftStream, rightStream, found[0].Offset, common, SequentialBlock, log, options.Fast, lines: null, cancel);
                run.Count = log.Count;
            }
            else
            {
                if (options.Mode == CompareMode.List)
                {
                    foreach (Mismatch mismatch in found)
                    {
                        run.Sink.Write(mismatch);
                    }
                }

                run.Count = found.Length;
            }

            if (options.Mode == CompareMode.First && (run.First is not null || shorter is not null))
            {
                CountLines(run, left, options.LeftSkip, run.First?.Offset ?? common);
            }

            InputSource.EnsureUnchanged(left);
            InputSource.EnsureUnchanged(right);
        }

        clock.Stop();
        long searched = options.Mode == CompareMode.List && options.Max is int cap && run.Count == cap ? run.First is null ? common : table.ToArray()[^1].ByteNumber : common;
        return Report(run, left.Length, right.Length, shorter, ComparePath.Striped, reason, available, access.Method.ToString(), plan, searched, clock, note);
    }

    /// <summary>cmp's line count: the newlines of the first file's compared bytes before <paramref name="end"/>, read front to back.</summary>
    private static void CountLines(RunState run, InputFile left, long skip, long end)
    {
        byte[] buffer = new byte[(int)Math.Min(SequentialBlock, Math.Max(1, end))];
        for (long at = 0; at < end;)
        {
            run.Cancel.ThrowIfCancellationRequested();
            int read = RandomAccess.Read(left.Handle, buffer.AsSpan(0, (int)Math.Min(buffer.Length, end - at)), skip + at);
            if (read == 0)
            {
                break;
            }

            run.Lines.Add(buffer.AsSpan(0, read));
            at += read;
        }
    }

    private static CompareReport RunStreamed(
        RunState run, InputFile? leftFile, Stream? leftStream, InputFile? rightFile, Stream? rightStream, long available, string reason, Stopwatch clock)
    {
        CompareOptions options = run.Options;
        using Stream? leftOwned = leftFile is null ? null : new FileStream(leftFile.Handle, FileAccess.Read, bufferSize: 0);
        using Stream? rightOwned = rightFile is null ? null : new FileStream(rightFile.Handle, FileAccess.Read, bufferSize: 0);
        Stream left = leftOwned ?? leftStream!;
        Stream right = rightOwned ?? rightStream!;
        Skip(left, options.LeftSkip, run.Cancel);
        Skip(right, options.RightSkip, run.Cancel);
        long? known = leftFile is not null && rightFile is not null
            ? Math.Min(Remaining(leftFile, options.LeftSkip), Remaining(rightFile, options.RightSkip))
            : null;
        long? limit = known is long k ? Math.Min(k, options.Limit ?? long.MaxValue) : options.Limit;
        long? max = options.Mode == CompareMode.List ? options.Max : 1;
        var log = new MismatchStream(options.Mode == CompareMode.List ? run.Sink : new MismatchCollector(), max);
        StreamedResult result = StreamedCompare.Run(
            left, right, 0, limit, options.BufferSize, log, options.Fast, options.Mode == CompareMode.First ? run.Lines : null, run.Cancel);
        run.First = log.First;
        run.Count = log.Count;
        if (leftFile is not null)
        {
            InputSource.EnsureUnchanged(leftFile);
        }

        if (rightFile is not null)
        {
            InputSource.EnsureUnchanged(rightFile);
        }

        ShorterFile? shorter;
        if (known is not null)
        {
            long leftLength = Remaining(leftFile!, options.LeftSkip);
            long rightLength = Remaining(rightFile!, options.RightSkip);
            shorter = leftLength != rightLength && Math.Min(leftLength, rightLength) < (options.Limit ?? long.MaxValue)
                ? new ShorterFile(leftLength < rightLength ? leftFile!.Path : rightFile!.Path, limit!.Value)
                : null;
        }
        else
        {
            shorter = result.LeftEnded ? new ShorterFile(options.Left, result.Compared)
                : result.RightEnded ? new ShorterFile(options.Right, result.Compared)
                : null;
        }

        clock.Stop();
        StripePlan plan = StripePlan.Create(result.Compared, options.BufferSize, 1);
        return Report(run, leftFile?.Length, rightFile?.Length, shorter, ComparePath.Streamed, reason, available, AccessMethod.FileStream.ToString(), plan, result.Compared, clock);
    }

    /// <summary>Moves past cmp's ignored initial bytes: a seek where the stream can, else reading and dropping them (a pipe).</summary>
    private static void Skip(Stream stream, long bytes, CancellationToken cancel)
    {
        if (bytes == 0)
        {
            return;
        }

        if (stream.CanSeek)
        {
            stream.Position = bytes;
            return;
        }

        byte[] buffer = new byte[(int)Math.Min(SequentialBlock, bytes)];
        for (long left = bytes; left > 0;)
        {
            cancel.ThrowIfCancellationRequested();
            int read = stream.Read(buffer, 0, (int)Math.Min(buffer.Length, left));
            if (read == 0)
            {
                return;
            }

            left -= read;
        }
    }

    private static CompareReport Report(
        RunState run,
        long? leftSize,
        long? rightSize,
        ShorterFile? shorter,
        ComparePath path,
        string reason,
        long available,
        string access,
        StripePlan plan,
        long searched,
        Stopwatch clock,
        string? note = null)
    {
        CompareOptions options = run.Options;
        return new CompareReport(
            Left: options.Left,
            Right: options.Right,
            LeftSize: leftSize,
            RightSize: rightSize,
            Max: options.Mode == CompareMode.List ? options.Max : 1,
            Mismatches: [],
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
            Note: note)
        {
            Mode = options.Mode,
            FirstMismatch = run.First,
            MismatchCount = run.Count,
            Newlines = run.Lines.Newlines,
            EndsWithNewline = run.Lines.EndsWithNewline,
            Limit = options.Limit,
            LeftSkip = options.LeftSkip,
            RightSkip = options.RightSkip,
        };
    }

    /// <summary>One run's options, where its listed mismatches go, and what it found.</summary>
    private sealed class RunState(CompareOptions options, IMismatchSink sink, CancellationToken cancel)
    {
        public CompareOptions Options { get; } = options;

        public IMismatchSink Sink { get; } = sink;

        public CancellationToken Cancel { get; } = cancel;

        public LineCount Lines { get; } = new();

        public Mismatch? First { get; set; }

        public long Count { get; set; }
    }
}

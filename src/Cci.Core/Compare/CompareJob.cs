using System.Diagnostics;
using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Jobs;
using Cci.Core.Kernels;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>
/// The article's compMP: finds the first N mismatching bytes of two files in file order, searching
/// striped blocks in parallel and stopping each worker once the first N are certain.
/// </summary>
internal static class CompareJob
{
    /// <summary>The block size of the sequential listing pass and of line counting: large enough that the kernel, not the reads, sets the pace.</summary>
    private const int SequentialBlock = 1 << 20;

    /// <summary>
    /// The largest file a caller opens as small (<see cref="JobInput.IsSmall"/>; the command does, and so takes this way): compare's own stripe. Two files that each fit one
    /// buffer of the run are one stripe each whatever the strategy, so they are read whole and compared in memory: a lease, a
    /// mapping or a worker buys nothing for them.
    /// </summary>
    public const int SmallLimit = CompareOptions.StripeSize;

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
        if (options.Left == CompareOptions.StandardStream && options.Right == CompareOptions.StandardStream)
        {
            throw new CciException("only one of the two files can be standard input ('-')");
        }

        using JobInput left = JobInput.Open(options.Left, standardInput).ThrowIfFailed();
        using JobInput right = JobInput.Open(options.Right, standardInput).ThrowIfFailed();
        return Run(options, left, right, sink, cancel);
    }

    /// <summary>
    /// Compares two inputs the caller has opened (each once: a FIFO opened twice would wait for a second writer) and
    /// still owns; <see cref="CompareInputCheck"/> turns an input that failed to open into cmp's words first.
    /// </summary>
    public static CompareReport Run(CompareOptions options, JobInput left, JobInput right, IMismatchSink? sink, CancellationToken cancel = default) =>
        Run(options, left, right, sink, progress: null, cancel);

    /// <param name="progress">Bumped once per stripe compared on the striped path, for a progress display; null for none.</param>
    public static CompareReport Run(CompareOptions options, JobInput left, JobInput right, IMismatchSink? sink, ProgressCounter? progress, CancellationToken cancel = default)
    {
        ArgumentNullException.ThrowIfNull(left);
        ArgumentNullException.ThrowIfNull(right);
        left.ThrowIfFailed();
        right.ThrowIfFailed();
        bool wholeFiles = options.Strategy.LeavesWayTo(CompareOptions.DefaultStrategy);
        (StrategyOptions strategy, string? boundsNote) = RunBounds.Apply(options.Strategy);
        (strategy, string? autoReason) = AutoPlanner.Resolve(strategy, CompareOptions.AutoPolicy, InputProfile.OfSize(null));
        options = options with { Strategy = strategy };
        if (options.Max is int max)
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(max);
        }

        ArgumentOutOfRangeException.ThrowIfNegative(options.Limit ?? 0);
        ArgumentOutOfRangeException.ThrowIfNegative(options.LeftSkip);
        ArgumentOutOfRangeException.ThrowIfNegative(options.RightSkip);
        if (options.Left == CompareOptions.StandardStream && options.Right == CompareOptions.StandardStream)
        {
            throw new CciException("only one of the two files can be standard input ('-')");
        }

        var collector = sink is null ? new MismatchCollector() : null;
        var run = new RunState(options, sink ?? collector!, strategy.ResolveKernel(), cancel) { Progress = progress };
        var clock = Stopwatch.StartNew();
        if (wholeFiles && left.IsSmall && right.IsSmall && Math.Max(left.File!.Length, right.File!.Length) <= strategy.ResolvedBufferSize)
        {
            CompareReport? small = RunSmall(run, left, right, RunBounds.Join(autoReason, boundsNote), clock);
            if (small is not null)
            {
                return collector is null ? small : small with { Mismatches = collector.Items };
            }
        }

        left.Settle();
        right.Settle();
        long available = options.AvailableMemory ?? AvailableMemory.Measure();
        CompareReport report;
        if (left.File is null || right.File is null)
        {
            string pipe = left.File is null ? options.Left : options.Right;
            report = RunStreamed(run, left, right, available, $"'{pipe}' is not a regular file, so it is read front to back", autoReason, clock);
        }
        else
        {
            // The article's adaptive rule: parallel or mapped access to two files that the page cache
            // cannot hold together makes the workers evict each other's pages (thrashing: several times slower,
            // docs/findings.md section 6); one sequential pass reads each page once.
            long together = Remaining(left.File, options.LeftSkip) + Remaining(right.File, options.RightSkip);
            report = together > available
                ? RunStreamed(
                    run, left, right, available,
                    $"the files ({together} bytes together) exceed the memory that can cache them ({available} bytes); striped access would thrash",
                    autoReason, clock)
                : RunStriped(
                    run, left.File, right.File, available, $"the files ({together} bytes together) fit in the memory that can cache them ({available} bytes)",
                    RunBounds.Join(autoReason, boundsNote), clock);
        }

        return collector is null ? report : report with { Mismatches = collector.Items };
    }

    private static long Remaining(InputFile file, long skip) => Math.Max(0, file.Length - skip);

    /// <summary>
    /// Two small regular files (each fits one buffer): each read whole to its end, then compared in memory by the streamed
    /// search. Null, with nothing found yet, when a file held more than its size said (it grew, or it is a pseudo file): the
    /// caller then takes the ordinary way from the start.
    /// </summary>
    private static CompareReport? RunSmall(RunState run, JobInput leftInput, JobInput rightInput, string? note, Stopwatch clock)
    {
        CompareOptions options = run.Options;
        int limit = options.Strategy.ResolvedBufferSize;
        if (!ReadWhole(leftInput, limit, out byte[]? leftBytes) || !ReadWhole(rightInput, limit, out byte[]? rightBytes))
        {
            return null;
        }

        long leftLength = Math.Max(0, leftBytes.Length - options.LeftSkip);
        long rightLength = Math.Max(0, rightBytes.Length - options.RightSkip);
        long common = Math.Min(Math.Min(leftLength, rightLength), options.Limit ?? long.MaxValue);
        ShorterFile? shorter = leftLength != rightLength && Math.Min(leftLength, rightLength) < (options.Limit ?? long.MaxValue)
            ? new ShorterFile(leftLength < rightLength ? options.Left : options.Right, common)
            : null;
        long searched = 0;
        if (options.Mode != CompareMode.Status || shorter is null)
        {
            // cmp -s on two files of different lengths: different, without comparing a byte.
            using var left = new MemoryStream(leftBytes, (int)Math.Min(leftBytes.Length, options.LeftSkip), (int)leftLength, writable: false);
            using var right = new MemoryStream(rightBytes, (int)Math.Min(rightBytes.Length, options.RightSkip), (int)rightLength, writable: false);
            var log = new MismatchStream(options.Mode == CompareMode.List ? run.Sink : new MismatchCollector(), options.Mode == CompareMode.List ? options.Max : 1);
            StreamedResult result = StreamedCompare.Run(
                left, right, 0, common, (int)Math.Max(1, common), log, run.Kernel, options.Mode == CompareMode.First ? run.Lines : null, run.Cancel);
            run.First = log.First;
            run.Count = log.Count;
            searched = result.Compared;
        }

        clock.Stop();
        StrategyUsed used = StrategyUsed.Streamed(options.Strategy, run.Kernel, searched) with { Access = AccessMethod.FileStream };
        return Report(
            run, leftBytes.Length, rightBytes.Length, shorter, CompareRoute.Streamed,
            $"both files fit one buffer ({limit} bytes): each was read whole and compared in memory", options.AvailableMemory ?? 0, used, searched, clock, note);
    }

    /// <summary>Reads a small input to its end: false when it held more than <paramref name="limit"/> bytes.</summary>
    private static bool ReadWhole(JobInput input, int limit, [System.Diagnostics.CodeAnalysis.NotNullWhen(true)] out byte[]? bytes)
    {
        var reader = new WholeFileReader(limit);
        if (reader.TryRead(input.File!, out ArraySegment<byte> read, out Stream? rest))
        {
            bytes = read.Count == read.Array!.Length ? read.Array : read.ToArray();
            return true;
        }

        rest!.Dispose();
        bytes = null;
        return false;
    }

    private static CompareReport RunStriped(
        RunState run, InputFile left, InputFile right, long available, string reason, string? note, Stopwatch clock)
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
            StrategyOptions s = options.Strategy;
            var none = new StrategyUsed(s.Access, s.Threading, run.Kernel, s.ResolvedBufferSize, s.ResolvedThreads, 1, 1, 0, s.ViewSize, MapsInput: false)
            {
                BufferSizeChosen = s.BufferSizeChosen,
                ThreadsChosen = s.ThreadsChosen,
            };
            return Report(run, left.Length, right.Length, shorter, CompareRoute.Striped, reason, available, none, 0, clock, note);
        }

        bool listAll = options.Mode == CompareMode.List && options.Max is null;
        bool grew;
        var table = new MismatchTable(options.Mode == CompareMode.List ? options.Max ?? 1 : 1);
        StrategyUsed used;
        run.Progress?.Start(common);
        using (var striped = new StripedRun(options.Strategy, [left, right], cancel, run.Progress))
        {
            StripePlan plan = striped.Plan(common);
            used = striped.Describe(plan);
            note = RunBounds.Join(note, striped.Note(plan));

            // With -l and no --max this finds only the first mismatch (speculatively, in parallel); the
            // listing pass below then goes on from there in file order.
            striped.Run(
                new RoundRobinWork(plan),
                _ => new CompareWorker(striped.Input(0), options.LeftSkip, striped.Input(1), options.RightSkip, plan.StripeSize, table, striped.Kernel));
            note = RunBounds.Join(note, striped.ThreadsNote(plan));
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
                StreamedCompare.Run(leftStream, rightStream, found[0].Offset, common, SequentialBlock, log, run.Kernel, lines: null, cancel);
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

            grew = Grew(left) | Grew(right);
        }

        if (grew && !Stopped(run))
        {
            // cmp reads each file to its end: what a file gained during the compare is compared too, front to back from here.
            if (options.Mode == CompareMode.First && shorter is null)
            {
                CountLines(run, left, options.LeftSkip, common);
            }

            using var leftRest = new PositionalReadStream(left.Handle, options.LeftSkip + common);
            using var rightRest = new PositionalReadStream(right.Handle, options.RightSkip + common);
            StreamedResult rest = ContinueGrown(run, leftRest, rightRest, common);
            shorter = rest.LeftEnded ? new ShorterFile(left.Path, rest.Compared) : rest.RightEnded ? new ShorterFile(right.Path, rest.Compared) : null;
            clock.Stop();
            return Report(
                run, RandomAccess.GetLength(left.Handle), RandomAccess.GetLength(right.Handle), shorter, CompareRoute.Striped, reason, available, used, rest.Compared, clock,
                RunBounds.Join(note, GrewNote));
        }

        clock.Stop();
        long searched = options.Mode == CompareMode.List && options.Max is int cap && run.Count == cap ? run.First is null ? common : table.ToArray()[^1].ByteNumber : common;
        return Report(run, left.Length, right.Length, shorter, CompareRoute.Striped, reason, available, used, searched, clock, note);
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
        RunState run, JobInput leftInput, JobInput rightInput, long available, string reason, string? note, Stopwatch clock)
    {
        CompareOptions options = run.Options;
        InputFile? leftFile = leftInput.File;
        InputFile? rightFile = rightInput.File;
        using Stream? leftOwned = leftFile is null ? null : new FileStream(leftFile.Handle, FileAccess.Read, bufferSize: 0);
        using Stream? rightOwned = rightFile is null ? null : new FileStream(rightFile.Handle, FileAccess.Read, bufferSize: 0);
        Stream left = leftOwned ?? leftInput.Stream!;
        Stream right = rightOwned ?? rightInput.Stream!;
        Skip(left, options.LeftSkip, run.Cancel);
        Skip(right, options.RightSkip, run.Cancel);
        long? known = leftFile is not null && rightFile is not null
            ? Math.Min(Remaining(leftFile, options.LeftSkip), Remaining(rightFile, options.RightSkip))
            : null;
        long? limit = known is long k ? Math.Min(k, options.Limit ?? long.MaxValue) : options.Limit;
        long? max = options.Mode == CompareMode.List ? options.Max : 1;
        var log = new MismatchStream(options.Mode == CompareMode.List ? run.Sink : new MismatchCollector(), max);
        StreamedResult result = StreamedCompare.Run(
            left, right, 0, limit, options.Strategy.ResolvedBufferSize, log, run.Kernel, options.Mode == CompareMode.First ? run.Lines : null, run.Cancel);
        run.First = log.First;
        run.Count = log.Count;
        bool grew = Grew(leftFile) | Grew(rightFile);
        if (known is not null && grew && !Stopped(run) && result.Compared == known)
        {
            // cmp reads each file to its end: what a file gained during the compare is compared too.
            result = ContinueGrown(run, left, right, result.Compared);
            known = null;
            note = RunBounds.Join(note, GrewNote);
        }

        long? leftSize = leftFile?.Length;
        long? rightSize = rightFile?.Length;
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
        if (grew && known is null && leftFile is not null && rightFile is not null)
        {
            (leftSize, rightSize) = (RandomAccess.GetLength(leftFile.Handle), RandomAccess.GetLength(rightFile.Handle));
        }

        // Read front to back through a FileStream per input, whatever -a asked for.
        StrategyUsed used = StrategyUsed.Streamed(options.Strategy, run.Kernel, result.Compared) with { Access = AccessMethod.FileStream };
        return Report(run, leftSize, rightSize, shorter, CompareRoute.Streamed, reason, available, used, result.Compared, clock, note);
    }

    private const string GrewNote = "a file grew during the compare: compared to its end, as cmp reads it";

    /// <summary>
    /// Whether <paramref name="file"/> is longer now than when it was opened (a log being written to): cmp reads a file to its end,
    /// so the bytes it gained are compared too. A file that shrank is an error: what was read is of neither version.
    /// </summary>
    private static bool Grew(InputFile? file)
    {
        if (file is null)
        {
            return false;
        }

        long now = RandomAccess.GetLength(file.Handle);
        if (now < file.Length)
        {
            throw new IOException($"input '{file.Path}' changed size during the run ({file.Length} to {now} bytes)");
        }

        return now > file.Length;
    }

    /// <summary>Whether the search has already stopped as cmp would: at the first mismatch, or at -l's --max.</summary>
    private static bool Stopped(RunState run) => run.Options.Mode == CompareMode.List
        ? run.Options.Max is int max && run.Count >= max
        : run.First is not null;

    /// <summary>Compares on from <paramref name="start"/> (both streams there) until either ends, into the run's results.</summary>
    private static StreamedResult ContinueGrown(RunState run, Stream left, Stream right, long start)
    {
        CompareOptions options = run.Options;
        var log = options.Mode == CompareMode.List
            ? new MismatchStream(run.Sink, options.Max is int max ? max - run.Count : null)
            : new MismatchStream(new MismatchCollector(), 1);
        StreamedResult result = StreamedCompare.Run(
            left, right, start, options.Limit, SequentialBlock, log, run.Kernel, options.Mode == CompareMode.First ? run.Lines : null, run.Cancel);
        run.First ??= log.First;
        run.Count += log.Count;
        return result;
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
        RunState run, long? leftSize, long? rightSize, ShorterFile? shorter, CompareRoute route, string reason, long available, StrategyUsed strategy,
        long searched, Stopwatch clock, string? note)
    {
        CompareOptions options = run.Options;
        return new CompareReport
        {
            Strategy = strategy,
            Left = options.Left,
            Right = options.Right,
            LeftSize = leftSize,
            RightSize = rightSize,
            Max = options.Mode == CompareMode.List ? options.Max : 1,
            Shorter = shorter,
            Route = route,
            RouteReason = reason,
            AvailableMemory = available,
            Searched = searched,
            ElapsedSeconds = clock.Elapsed.TotalSeconds,
            Note = note,
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
    private sealed class RunState(CompareOptions options, IMismatchSink sink, Kernel kernel, CancellationToken cancel)
    {
        public CompareOptions Options { get; } = options;

        public Kernel Kernel { get; } = kernel;

        public IMismatchSink Sink { get; } = sink;

        public CancellationToken Cancel { get; } = cancel;

        public ProgressCounter? Progress { get; init; }

        public LineCount Lines { get; } = new();

        public Mismatch? First { get; set; }

        public long Count { get; set; }
    }
}

using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Kernels;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>
/// The compare's steps on the <see cref="JobPipeline"/>: the way chosen by the article's adaptive rule (striped where the
/// page cache holds both files, else front to back), the per-stripe search (<see cref="CompareWorker"/>) into a table of the
/// first mismatches, the listing pass and cmp's line count after it, what a file gained during the run, and the report.
/// </summary>
internal sealed class CompareSteps : PipelineJob<CompareOutcome, CompareReport>
{
    /// <summary>The block size of the sequential listing pass and of line counting: large enough that the kernel, not the reads, sets the pace.</summary>
    private const int SequentialBlock = 1 << 20;

    private const string GrewNote = "a file grew during the compare: compared to its end, as cmp reads it";

    private readonly CompareOptions _options;
    private readonly MismatchCollector? _collector;
    private readonly CompareTally _tally;
    private Kernel _kernel = null!;
    private long _available;
    private string _reason = "";

    // The striped way's: the compared length, the input that is shorter within it, the table of first mismatches, and
    // whether a file grew during the run.
    private long _common;
    private ShorterFile? _shorter;
    private MismatchTable? _table;
    private Mismatch[] _found = [];
    private bool _grew;

    public CompareSteps(CompareOptions options, IMismatchSink? sink)
        : base(options.Strategy, CompareOptions.AutoPolicy)
    {
        _options = options;
        _collector = sink is null ? new MismatchCollector() : null;
        _tally = new CompareTally(options, sink ?? _collector!);
    }

    /// <summary>With <see cref="CompareOptions.OpensSmall"/>, an input that fits compare's stripe is opened small, to be read whole with its peer.</summary>
    public override long SmallLimit => _options.OpensSmall ? CompareJob.SmallLimit : -1;

    /// <summary>cmp's errors for the inputs come first, before a kernel this machine lacks is refused.</summary>
    public override bool OpensFirst => true;

    /// <summary>
    /// cmp's order: an input that cannot be opened fails at once in cmp's words (<see cref="CompareInputCheck.ThrowIfNotOpened"/>),
    /// so the second is not opened when the first cannot be; one that opened but cannot be read fails once both are open.
    /// </summary>
    public override void CheckOpened(int index, JobInput input) => CompareInputCheck.ThrowIfNotOpened(input, Name(index));

    /// <summary>
    /// Then an input that cannot be read, the first before the second, in cmp's words (<see cref="CompareInputCheck.ThrowIfUnreadable"/>);
    /// then any other failure in cci's (<see cref="JobInput.ThrowIfFailed"/>).
    /// </summary>
    public override void CheckAllOpened(IReadOnlyList<JobInput> inputs)
    {
        for (int i = 0; i < inputs.Count; i++)
        {
            CompareInputCheck.ThrowIfUnreadable(inputs[i], Name(i));
        }

        foreach (JobInput input in inputs)
        {
            input.ThrowIfFailed();
        }
    }

    public override InputProfile Profile(IReadOnlyList<JobInput> inputs) => InputProfile.OfSize(null);

    public override void Check(PipelineRun run)
    {
        if (_options.Max is int max)
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(max);
        }

        ArgumentOutOfRangeException.ThrowIfNegative(_options.Limit ?? 0);
        ArgumentOutOfRangeException.ThrowIfNegative(_options.LeftSkip);
        ArgumentOutOfRangeException.ThrowIfNegative(_options.RightSkip);
        if (_options.Left == CompareOptions.StandardStream && _options.Right == CompareOptions.StandardStream)
        {
            throw new CciException("only one of the two files can be standard input ('-')");
        }

        _kernel = run.ResolveKernel();
    }

    /// <summary>Two small regular files are read whole and compared in memory unless the user named a way of reading.</summary>
    public override bool ReadsWhole(PipelineRun run) => Requested.LeavesWayTo(CompareOptions.DefaultStrategy);

    /// <summary>
    /// Two small regular files (each fits one buffer), each read whole to its end, compared in memory by the streamed search.
    /// </summary>
    public override CompareOutcome RunWhole(PipelineRun run, IReadOnlyList<ArraySegment<byte>> inputs)
    {
        ReadOnlySpan<byte> leftBytes = inputs[0];
        ReadOnlySpan<byte> rightBytes = inputs[1];
        long leftLength = Math.Max(0, leftBytes.Length - _options.LeftSkip);
        long rightLength = Math.Max(0, rightBytes.Length - _options.RightSkip);
        long common = Math.Min(Math.Min(leftLength, rightLength), _options.Limit ?? long.MaxValue);
        ShorterFile? shorter = leftLength != rightLength && Math.Min(leftLength, rightLength) < (_options.Limit ?? long.MaxValue)
            ? new ShorterFile(leftLength < rightLength ? _options.Left : _options.Right, common)
            : null;
        long searched = 0;
        if (_options.Mode != CompareMode.Status || shorter is null)
        {
            // cmp -s on two files of different lengths: different, without comparing a byte.
            run.Cancel.ThrowIfCancellationRequested();
            OrderedMismatchLog log = _tally.NewLog();
            searched = StreamedCompare.InMemory(
                leftBytes.Slice((int)Math.Min(leftBytes.Length, _options.LeftSkip), (int)common),
                rightBytes.Slice((int)Math.Min(rightBytes.Length, _options.RightSkip), (int)common),
                log, _kernel, _tally.LinesToCount);
            _tally.Take(log);
        }

        run.Used = StrategyUsed.Streamed(run.Strategy, _kernel, searched) with { Access = AccessMethod.FileStream };
        _reason = $"both files fit one buffer ({run.Strategy.ResolvedBufferSize} bytes): each was read whole and compared in memory";
        _available = _options.AvailableMemory ?? 0;
        return new CompareOutcome(leftBytes.Length, rightBytes.Length, shorter, CompareRoute.Streamed, searched);
    }

    /// <summary>
    /// The article's adaptive rule: parallel or mapped access to two files that the page cache cannot hold together makes the
    /// workers evict each other's pages (thrashing: several times slower, docs/findings.md section 6); one sequential pass
    /// reads each page once. A stream is read front to back whatever the memory.
    /// </summary>
    public override bool Stripes(PipelineRun run)
    {
        _available = _options.AvailableMemory ?? AvailableMemory.Measure();
        InputFile? left = run.Inputs[0].File;
        InputFile? right = run.Inputs[1].File;
        if (left is null || right is null)
        {
            _reason = $"'{(left is null ? _options.Left : _options.Right)}' is not a regular file, so it is read front to back";
            return false;
        }

        long together = Remaining(left, _options.LeftSkip) + Remaining(right, _options.RightSkip);
        if (together > _available)
        {
            _reason = $"the files ({together} bytes together) exceed the memory that can cache them ({_available} bytes); striped access would thrash";
            return false;
        }

        _reason = $"the files ({together} bytes together) fit in the memory that can cache them ({_available} bytes)";
        long leftLength = Remaining(left, _options.LeftSkip);
        long rightLength = Remaining(right, _options.RightSkip);
        _common = Math.Min(Math.Min(leftLength, rightLength), _options.Limit ?? long.MaxValue);
        _shorter = _common < (_options.Limit ?? long.MaxValue) && leftLength != rightLength
            ? new ShorterFile(leftLength < rightLength ? left.Path : right.Path, _common)
            : null;
        return true;
    }

    /// <summary>cmp -s on two regular files of different lengths: different, without reading a byte.</summary>
    public override bool TryWithoutReading(PipelineRun run, out CompareOutcome outcome)
    {
        if (_options.Mode != CompareMode.Status || _shorter is null)
        {
            outcome = null!;
            return false;
        }

        StrategyOptions s = run.Strategy;
        run.Used = new StrategyUsed(s.Access, s.Threading, _kernel, s.ResolvedBufferSize, s.ResolvedThreads, 1, 1, 0, s.ViewSize, MapsInput: false)
        {
            BufferSizeChosen = s.BufferSizeChosen,
            ThreadsChosen = s.ThreadsChosen,
        };
        outcome = new CompareOutcome(run.File(0).Length, run.File(1).Length, _shorter, CompareRoute.Striped, 0);
        return true;
    }

    /// <summary>
    /// The common length's stripes. With -l and no --max the search finds only the first mismatch (speculatively, in
    /// parallel); the listing pass then goes on from there in file order.
    /// </summary>
    public override StripedWork PlanStripes(PipelineRun run, StripedRun striped)
    {
        _table = new MismatchTable(_options.Mode == CompareMode.List ? _options.Max ?? 1 : 1);
        return base.PlanStripes(run, striped);
    }

    public override long StripedLength(PipelineRun run) => _common;

    /// <summary>A file that grows is compared to its end (<see cref="AfterStripes"/>); one that shrinks fails there.</summary>
    public override bool ChecksUnchanged => false;

    public override IStripeWorker CreateWorker(PipelineRun run, StripedRun striped, StripedWork work, IStripeOutput? output) =>
        new CompareWorker(striped.Input(0), _options.LeftSkip, striped.Input(1), _options.RightSkip, work.Plan.StripeSize, _table!, striped.Kernel);

    /// <summary>The table's mismatches in file order (and the listing pass after the first), cmp's line count, and whether a file grew.</summary>
    public override CompareOutcome Combine(PipelineRun run, StripedRun striped, StripedWork work)
    {
        InputFile left = run.File(0);
        _found = _table!.ToArray();
        if (_found.Length > 0)
        {
            _tally.First = _found[0];
        }

        if (_options.Mode == CompareMode.List && _options.Max is null && _found.Length > 0)
        {
            ListFrom(run, _found[0].Offset);
        }
        else
        {
            if (_options.Mode == CompareMode.List)
            {
                foreach (Mismatch mismatch in _found)
                {
                    _tally.Sink.Write(mismatch);
                }
            }

            _tally.Count = _found.Length;
        }

        if (_options.Mode == CompareMode.First && (_tally.First is not null || _shorter is not null))
        {
            CountLines(run, left, _options.LeftSkip, _tally.First?.Offset ?? _common);
        }

        _grew = Grew(left) | Grew(run.File(1));
        return new CompareOutcome(left.Length, run.File(1).Length, _shorter, CompareRoute.Striped, Searched());
    }

    /// <summary>cmp reads each file to its end: what a file gained during the compare is compared too, front to back from the common length.</summary>
    public override CompareOutcome AfterStripes(PipelineRun run, CompareOutcome outcome)
    {
        if (!_grew || _tally.Stopped)
        {
            return outcome;
        }

        InputFile left = run.File(0);
        InputFile right = run.File(1);
        if (_options.Mode == CompareMode.First && _shorter is null)
        {
            CountLines(run, left, _options.LeftSkip, _common);
        }

        using var leftRest = new PositionalReadStream(left.Handle, _options.LeftSkip + _common);
        using var rightRest = new PositionalReadStream(right.Handle, _options.RightSkip + _common);
        StreamedResult rest = ContinueGrown(run, leftRest, rightRest, _common);
        ShorterFile? shorter = rest.LeftEnded ? new ShorterFile(left.Path, rest.Compared) : rest.RightEnded ? new ShorterFile(right.Path, rest.Compared) : null;
        run.AddNote(GrewNote);
        return new CompareOutcome(RandomAccess.GetLength(left.Handle), RandomAccess.GetLength(right.Handle), shorter, CompareRoute.Striped, rest.Compared);
    }

    public override CompareOutcome RunStreamed(PipelineRun run, IReadOnlyList<Stream> inputs)
    {
        // Read front to back: the notes are Auto's reason alone.
        run.Note = run.AutoReason;
        InputFile? leftFile = run.Inputs[0].File;
        InputFile? rightFile = run.Inputs[1].File;
        Stream left = inputs[0];
        Stream right = inputs[1];
        Skip(left, _options.LeftSkip, run.Cancel);
        Skip(right, _options.RightSkip, run.Cancel);
        long? known = leftFile is not null && rightFile is not null
            ? Math.Min(Remaining(leftFile, _options.LeftSkip), Remaining(rightFile, _options.RightSkip))
            : null;
        long? limit = known is long k ? Math.Min(k, _options.Limit ?? long.MaxValue) : _options.Limit;
        OrderedMismatchLog log = _tally.NewLog();
        StreamedResult result = StreamedCompare.Run(left, right, 0, limit, run.Strategy.ResolvedBufferSize, log, _kernel, _tally.LinesToCount, run.Cancel);
        _tally.Take(log);
        bool grew = Grew(leftFile) | Grew(rightFile);
        if (known is not null && grew && !_tally.Stopped && result.Compared == known)
        {
            // cmp reads each file to its end: what a file gained during the compare is compared too.
            result = ContinueGrown(run, left, right, result.Compared);
            known = null;
            run.AddNote(GrewNote);
        }

        long? leftSize = leftFile?.Length;
        long? rightSize = rightFile?.Length;
        ShorterFile? shorter;
        if (known is not null)
        {
            long leftLength = Remaining(leftFile!, _options.LeftSkip);
            long rightLength = Remaining(rightFile!, _options.RightSkip);
            shorter = leftLength != rightLength && Math.Min(leftLength, rightLength) < (_options.Limit ?? long.MaxValue)
                ? new ShorterFile(leftLength < rightLength ? leftFile!.Path : rightFile!.Path, limit!.Value)
                : null;
        }
        else
        {
            shorter = result.LeftEnded ? new ShorterFile(_options.Left, result.Compared)
                : result.RightEnded ? new ShorterFile(_options.Right, result.Compared)
                : null;
        }

        if (grew && known is null && leftFile is not null && rightFile is not null)
        {
            (leftSize, rightSize) = (RandomAccess.GetLength(leftFile.Handle), RandomAccess.GetLength(rightFile.Handle));
        }

        // Read front to back through a FileStream per input, whatever -a asked for.
        run.Used = StrategyUsed.Streamed(run.Strategy, _kernel, result.Compared) with { Access = AccessMethod.FileStream };
        return new CompareOutcome(leftSize, rightSize, shorter, CompareRoute.Streamed, result.Compared);
    }

    public override CompareReport Report(PipelineRun run, CompareOutcome outcome) => new()
    {
        Strategy = run.Used,
        Left = _options.Left,
        Right = _options.Right,
        LeftSize = outcome.LeftSize,
        RightSize = outcome.RightSize,
        Max = _options.Mode == CompareMode.List ? _options.Max : 1,
        Mismatches = _collector?.Items ?? [],
        Shorter = outcome.Shorter,
        Route = outcome.Route,
        RouteReason = _reason,
        AvailableMemory = _available,
        Searched = outcome.Searched,
        ElapsedSeconds = run.ElapsedSeconds,
        Note = run.Note,
        Mode = _options.Mode,
        FirstMismatch = _tally.First,
        MismatchCount = _tally.Count,
        Newlines = _tally.Lines.Newlines,
        EndsWithNewline = _tally.Lines.EndsWithNewline,
        Limit = _options.Limit,
        LeftSkip = _options.LeftSkip,
        RightSkip = _options.RightSkip,
    };

    /// <summary>The input at <paramref name="index"/> as the caller named it.</summary>
    private string Name(int index) => index == 0 ? _options.LeftName ?? _options.Left : _options.RightName ?? _options.Right;

    private static long Remaining(InputFile file, long skip) => Math.Max(0, file.Length - skip);

    /// <summary>The bytes the striped result covers: the common length, or up to the last mismatch when --max filled the table.</summary>
    private long Searched() =>
        _options.Mode == CompareMode.List && _options.Max is int cap && _tally.Count == cap
            ? _tally.First is null ? _common : _found[^1].ByteNumber
            : _common;

    /// <summary>-l without --max: every mismatch from the first one on, in file order, front to back.</summary>
    private void ListFrom(PipelineRun run, long first)
    {
        InputFile left = run.File(0);
        InputFile right = run.File(1);
        using var leftStream = new PositionalReadStream(left.Handle, _options.LeftSkip + first);
        using var rightStream = new PositionalReadStream(right.Handle, _options.RightSkip + first);
        var log = new OrderedMismatchLog(_tally.Sink, max: null);
        StreamedCompare.Run(leftStream, rightStream, first, _common, SequentialBlock, log, _kernel, lines: null, run.Cancel);
        _tally.Count = log.Count;
    }

    /// <summary>cmp's line count: the newlines of the first file's compared bytes before <paramref name="end"/>, read front to back.</summary>
    private void CountLines(PipelineRun run, InputFile left, long skip, long end)
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

            _tally.Lines.Add(buffer.AsSpan(0, read));
            at += read;
        }
    }

    /// <summary>Compares on from <paramref name="start"/> (both streams there) until either ends, into the tally.</summary>
    private StreamedResult ContinueGrown(PipelineRun run, Stream left, Stream right, long start)
    {
        OrderedMismatchLog log = _tally.ContinuingLog();
        StreamedResult result = StreamedCompare.Run(left, right, start, _options.Limit, SequentialBlock, log, _kernel, _tally.LinesToCount, run.Cancel);
        _tally.Add(log);
        return result;
    }

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
}

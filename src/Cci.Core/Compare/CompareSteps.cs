using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>
/// The compare on the <see cref="JobPipeline"/>: cmp's checks of its inputs, the way chosen by the article's adaptive rule, and
/// the report. Each way is its own: <see cref="WholeCompare"/> (two small files read whole), <see cref="StripedCompare"/>
/// (where the page cache holds both files) and <see cref="StreamedCompare"/> (front to back); they share one
/// <see cref="CompareState"/>. The result is the library's <see cref="ComparisonResult"/>, made here once.
/// </summary>
internal sealed class CompareSteps : PipelineJob<CompareOutcome, ComparisonResult>
{
    private readonly CompareRequest _options;
    private readonly CompareTally _tally;

    /// <param name="sink">Receives the listed mismatches (<see cref="ComparisonMode.EveryDifference"/>) in file order as they become certain.</param>
    public CompareSteps(CompareRequest options, IMismatchSink sink)
        : base(options.Strategy, CompareRequest.AutoPolicy)
    {
        _options = options;
        _tally = new CompareTally(options, sink);
    }

    /// <summary>With <see cref="CompareRequest.OpensSmall"/>, an input that fits compare's stripe is opened small, to be read whole with its peer.</summary>
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

        // The lengths the opened handles stated (fstat), as cmp -l sizes its column: a link's or /dev/fd/N's own file.
        _options.Options.Opened?.Invoke(inputs[0].RegularSize, inputs[1].RegularSize);
    }

    public override InputProfile Profile(IReadOnlyList<JobInput> inputs) => InputProfile.OfSize(null);

    /// <summary>
    /// Two large files (<see cref="CompareRequest.ColdCheck"/> bytes or more each) compared with the way of reading left to
    /// compare, one or both mostly not in the page cache (sampled mincore): read as the transform's Auto reads a cold input
    /// (<see cref="CompareRequest.ForColdFiles"/>).
    /// </summary>
    public override RunPlan? PlanOpened(IReadOnlyList<InputFile> files) =>
        files is [var first, var second] && Requested.LeavesWay
            && first.Length >= CompareRequest.ColdCheck && second.Length >= CompareRequest.ColdCheck
            ? CompareRequest.ForColdFiles(InputProfile.Measure(first), InputProfile.Measure(second), Environment.ProcessorCount, Requested)
            : null;

    public override void Check(PipelineRun run)
    {
        if (_options.Max is int max)
        {
            ArgumentOutOfRangeException.ThrowIfNegativeOrZero(max);
        }

        ArgumentOutOfRangeException.ThrowIfNegative(_options.Options.Limit ?? 0);
        ArgumentOutOfRangeException.ThrowIfNegative(_options.Options.FirstSkip);
        ArgumentOutOfRangeException.ThrowIfNegative(_options.Options.SecondSkip);
        if (_options.FirstPath == CompareRequest.StandardStream && _options.SecondPath == CompareRequest.StandardStream)
        {
            throw new CciException("only one of the two files can be standard input ('-')");
        }
    }

    /// <summary>Two small regular files are read whole and compared in memory unless the user named a way of reading; otherwise <see cref="StripedOrStreamed"/>.</summary>
    public override JobWay<CompareOutcome> Decide(PipelineRun run)
    {
        var state = new CompareState(_options, _tally, run.ResolveKernel());
        if (!run.FitsOneBuffer || !Requested.LeavesWay)
        {
            return StripedOrStreamed(run, state);
        }

        string reason = $"both files fit one buffer ({run.Plan.BlockSize} bytes): each was read whole and compared in memory";
        long available = _options.AvailableMemory ?? 0;
        return JobWay.Whole(
            inputs => WholeCompare.Run(run, state, inputs[0], inputs[1]) with { Reason = reason, AvailableMemory = available },
            () => StripedOrStreamed(run, state));
    }

    /// <summary>
    /// The article's adaptive rule: parallel or mapped access to two files that the page cache cannot hold together makes the
    /// workers evict each other's pages (thrashing: several times slower, docs/findings.md section 6); one sequential pass
    /// reads each page once. A stream is read front to back whatever the memory; cmp -s on lengths that differ reads nothing.
    /// </summary>
    private JobWay<CompareOutcome> StripedOrStreamed(PipelineRun run, CompareState state)
    {
        long available = _options.AvailableMemory ?? AvailableMemory.Measure();
        InputFile? first = run.Inputs[0].File;
        InputFile? second = run.Inputs[1].File;
        if (first is null || second is null)
        {
            return Streamed(run, state, $"'{(first is null ? _options.FirstPath : _options.SecondPath)}' is not a regular file, so it is read front to back", available);
        }

        long firstLength = CompareState.Remaining(first, _options.Options.FirstSkip);
        long secondLength = CompareState.Remaining(second, _options.Options.SecondSkip);
        long together = firstLength + secondLength;
        FileEnd? ended = state.EndOf(firstLength, secondLength);
        if (_options.Mode == ComparisonMode.EqualityOnly && ended is not null)
        {
            // cmp -s: one file ends within the bytes compared, so they differ; answered from the lengths, whatever their
            // size, as GNU cmp answers -s from the sizes before it reads.
            run.Ran = run.Plan.Striped(run.Plan.Access, StripePlan.Create(0, 1, 1), mapsInput: false, queuesIo: false);
            return JobWay.Known(new CompareOutcome(first.Length, second.Length, ended, CompareRoute.Striped, 0)
            {
                Reason = $"the files' lengths differ ({firstLength} and {secondLength} bytes to compare), so they differ: nothing was read",
                AvailableMemory = available,
            });
        }

        if (together > available)
        {
            return Streamed(run, state, $"the files ({together} bytes together) exceed the memory that can cache them ({available} bytes); striped access would thrash", available);
        }

        string reason = $"the files ({together} bytes together) fit in the memory that can cache them ({available} bytes)";
        return new StripedCompare(run, state, state.Common(firstLength, secondLength), ended, reason, available);
    }

    /// <summary>Both inputs read front to back: the note says so, not what Auto would have run on regular files.</summary>
    private JobWay<CompareOutcome> Streamed(PipelineRun run, CompareState state, string reason, long available) => JobWay.Streamed(inputs =>
    {
        run.Note = run.StreamedNote(Requested);
        return StreamedCompare.Run(run, state, inputs) with { Reason = reason, AvailableMemory = available };
    });

    /// <summary>
    /// What the compare found and how it ran. cmp's line of the first difference counts the newlines before it, plus one; where a
    /// file ended first instead, the newlines counted, plus one unless the common part ends with a newline.
    /// </summary>
    public override ComparisonResult Report(PipelineRun run, CompareOutcome outcome)
    {
        ByteDifference? first = _tally.First;
        FileEnd? ended = outcome.Ended;
        LineCount lines = _tally.Lines;
        bool counted = _options.CountsLines && (first is not null || ended is not null);
        return new ComparisonResult
        {
            Mode = _options.Mode,
            FirstDifference = first,
            Line = !counted ? null
                : first is not null || !lines.EndsWithNewline ? lines.Newlines + 1
                : lines.Newlines,
            EndedFirst = ended?.File,
            EndedAfter = ended?.After ?? 0,
            EndedAtLineEnd = counted && first is null && lines.EndsWithNewline,
            DifferenceCount = _tally.Count,
            FirstLength = outcome.FirstSize,
            SecondLength = outcome.SecondSize,
            Streamed = outcome.Route == CompareRoute.Streamed,
            ReadReason = outcome.Reason,
            AvailableMemory = outcome.AvailableMemory,
            Newlines = lines.Newlines,
            EndsWithNewline = lines.EndsWithNewline,
            Report = run.Ran!.ToReport(output: null, outcome.Searched, run.Elapsed, run.Note),
        };
    }

    /// <summary>The input at <paramref name="index"/> as the caller named it.</summary>
    private string Name(int index) => index == 0 ? _options.FirstName ?? _options.FirstPath : _options.SecondName ?? _options.SecondPath;
}

using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>
/// The striped way, for two regular files the page cache can hold together: the common length cut into stripes searched in
/// parallel (<see cref="CompareWorker"/>) into a table of the first mismatches, then in file order the listing pass after the
/// first (-l without --max), cmp's line count, and what a file gained during the run.
/// </summary>
/// <param name="common">The bytes compared of each file: the shorter's after its skip, at most the limit.</param>
/// <param name="ended">The file that ends first within them, from the lengths at opening.</param>
internal sealed class StripedCompare(CompareState state, long common, FileEnd? ended)
{
    private readonly CompareRequest _options = state.Options;
    private readonly CompareTally _tally = state.Tally;
    private MismatchTable? _table;
    private ByteDifference[] _found = [];
    private bool _grew;

    public long Common => common;

    /// <summary>cmp -s on two regular files of different lengths: different, without reading a byte.</summary>
    public bool TryWithoutReading(PipelineRun run, out CompareOutcome outcome)
    {
        if (_options.Mode != ComparisonMode.EqualityOnly || ended is null)
        {
            outcome = null!;
            return false;
        }

        run.Ran = run.Plan.Striped(run.Plan.Access, StripePlan.Create(0, 1, 1), mapsInput: false, queuesIo: false);
        outcome = new CompareOutcome(run.File(0).Length, run.File(1).Length, ended, CompareRoute.Striped, 0);
        return true;
    }

    /// <summary>
    /// The table the workers fill: with -l and no --max the search finds only the first mismatch (speculatively, in parallel);
    /// the listing pass then goes on from there in file order.
    /// </summary>
    public void CreateTable() => _table = new MismatchTable(_options.Mode == ComparisonMode.EveryDifference ? _options.Max ?? 1 : 1);

    public IStripeWorker CreateWorker(StripedRun striped, StripedWork work) =>
        new CompareWorker(striped.Input(0), _options.Options.FirstSkip, striped.Input(1), _options.Options.SecondSkip, work.Plan.StripeSize, _table!, striped.Kernel);

    /// <summary>The table's mismatches in file order (and the listing pass after the first), cmp's line count, and whether a file grew.</summary>
    public CompareOutcome Combine(PipelineRun run)
    {
        InputFile first = run.File(0);
        _found = _table!.ToArray();
        if (_found.Length > 0)
        {
            _tally.First = _found[0];
        }

        if (_options.Mode == ComparisonMode.EveryDifference && _options.Max is null && _found.Length > 0)
        {
            ListFrom(run, _found[0].Offset);
        }
        else
        {
            if (_options.Mode == ComparisonMode.EveryDifference)
            {
                foreach (ByteDifference mismatch in _found)
                {
                    _tally.Sink.Write(mismatch);
                }
            }

            _tally.Count = _found.Length;
        }

        if (_options.CountsLines && (_tally.First is not null || ended is not null))
        {
            CountLines(run, first, _tally.First?.Offset ?? common);
        }

        _grew = CompareState.Grew(first) | CompareState.Grew(run.File(1));
        return new CompareOutcome(first.Length, run.File(1).Length, ended, CompareRoute.Striped, Searched());
    }

    /// <summary>cmp reads each file to its end: what a file gained during the compare is compared too, front to back from the common length.</summary>
    public CompareOutcome AfterStripes(PipelineRun run, CompareOutcome outcome)
    {
        if (!_grew || _tally.Stopped)
        {
            return outcome;
        }

        InputFile first = run.File(0);
        InputFile second = run.File(1);
        if (_options.CountsLines && ended is null)
        {
            CountLines(run, first, common);
        }

        using var firstRest = new PositionalReadStream(first.Handle, _options.Options.FirstSkip + common);
        using var secondRest = new PositionalReadStream(second.Handle, _options.Options.SecondSkip + common);
        SequentialResult rest = state.ContinueGrown(run, firstRest, secondRest, common);
        return new CompareOutcome(RandomAccess.GetLength(first.Handle), RandomAccess.GetLength(second.Handle), rest.Ended, CompareRoute.Striped, rest.Compared);
    }

    /// <summary>The bytes the striped result covers: the common length, or up to the last mismatch when --max filled the table.</summary>
    private long Searched() =>
        _options.Mode == ComparisonMode.EveryDifference && _options.Max is int cap && _tally.Count == cap
            ? _tally.First is null ? common : _found[^1].Offset + 1
            : common;

    /// <summary>-l without --max: every mismatch from the first one on, in file order, front to back.</summary>
    private void ListFrom(PipelineRun run, long start)
    {
        using var first = new PositionalReadStream(run.File(0).Handle, _options.Options.FirstSkip + start);
        using var second = new PositionalReadStream(run.File(1).Handle, _options.Options.SecondSkip + start);
        var log = new OrderedMismatchLog(_tally.Sink, max: null);
        SequentialSearch.Run(first, second, start, common, CompareState.SequentialBlock, log, state.Kernel, lines: null, run.Cancel);
        _tally.Count = log.Count;
    }

    /// <summary>cmp's line count: the newlines of the first file's compared bytes before <paramref name="end"/>, read front to back.</summary>
    private void CountLines(PipelineRun run, InputFile first, long end)
    {
        byte[] buffer = new byte[(int)Math.Min(CompareState.SequentialBlock, Math.Max(1, end))];
        for (long at = 0; at < end;)
        {
            run.Cancel.ThrowIfCancellationRequested();
            int read = RandomAccess.Read(first.Handle, buffer.AsSpan(0, (int)Math.Min(buffer.Length, end - at)), _options.Options.FirstSkip + at);
            if (read == 0)
            {
                break;
            }

            _tally.Lines.Add(buffer.AsSpan(0, read));
            at += read;
        }
    }
}

using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Files;

namespace Cci.Core.Compare;

/// <summary>
/// The striped way, for two regular files the page cache can hold together: the common length cut into stripes searched in
/// parallel (<see cref="CompareWorker"/>) into a table of the first mismatches, then in file order the listing pass after the
/// first (-l without --max), cmp's line count, and what a file gained during the run.
/// </summary>
/// <param name="common">The bytes compared of each file: the shorter's after its skip, at most the limit.</param>
/// <param name="ended">The file that ends first within them, from the lengths at opening.</param>
/// <param name="reason">Why the files were striped, for every outcome of this way.</param>
/// <param name="available">The memory that can cache the files, as the decision weighed it.</param>
internal sealed class StripedCompare(PipelineRun run, CompareState state, long common, FileEnd? ended, string reason, long available)
    : StripedWay<CompareOutcome>(run)
{
    private readonly CompareRequest _options = state.Options;
    private readonly CompareTally _tally = state.Tally;
    private ByteDifference[] _found = [];
    private bool _grew;

    /// <summary>
    /// The table the workers fill: with -l and no --max the search finds only the first mismatch (speculatively, in parallel);
    /// the listing pass then goes on from there in file order.
    /// </summary>
    private readonly MismatchTable _table = new(state.Options.Mode == ComparisonMode.EveryDifference ? state.Options.Max ?? 1 : 1);

    /// <summary>The stripes are the common length's.</summary>
    public override long Length => common;

    /// <summary>A file that grows is compared to its end (<see cref="After"/>); one that shrinks fails there.</summary>
    public override bool ChecksUnchanged => false;

    public override IStripeWorker CreateWorker(StripedRun striped, StripedWork work, IStripeOutput? output) =>
        new CompareWorker(striped.Input(0), _options.Options.FirstSkip, striped.Input(1), _options.Options.SecondSkip, work.Plan.StripeSize, _table, striped.Kernel);

    /// <summary>The table's mismatches in file order (and the listing pass after the first), cmp's line count, and whether a file grew.</summary>
    public override CompareOutcome Combine(StripedRun striped, StripedWork work)
    {
        InputFile first = Run.File(0);
        _found = _table.ToArray();
        if (_found.Length > 0)
        {
            _tally.First = _found[0];
        }

        if (_options.Mode == ComparisonMode.EveryDifference && _options.Max is null && _found.Length > 0)
        {
            ListFrom(_found[0].Offset);
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
            CountLines(first, _tally.First?.Offset ?? common);
        }

        _grew = CompareState.Grew(first) | CompareState.Grew(Run.File(1));
        return new CompareOutcome(first.Length, Run.File(1).Length, ended, CompareRoute.Striped, Searched()) { Reason = reason, AvailableMemory = available };
    }

    /// <summary>cmp reads each file to its end: what a file gained during the compare is compared too, front to back from the common length.</summary>
    public override CompareOutcome After(CompareOutcome outcome)
    {
        if (!_grew || _tally.Stopped)
        {
            return outcome;
        }

        InputFile first = Run.File(0);
        InputFile second = Run.File(1);
        if (_options.CountsLines && ended is null)
        {
            CountLines(first, common);
        }

        using var firstRest = new PositionalReadStream(first.Handle, _options.Options.FirstSkip + common);
        using var secondRest = new PositionalReadStream(second.Handle, _options.Options.SecondSkip + common);
        SequentialResult rest = state.ContinueGrown(Run, firstRest, secondRest, common);
        return new CompareOutcome(RandomAccess.GetLength(first.Handle), RandomAccess.GetLength(second.Handle), rest.Ended, CompareRoute.Striped, rest.Compared)
        {
            Reason = reason,
            AvailableMemory = available,
        };
    }

    /// <summary>The bytes the striped result covers: the common length, or up to the last mismatch when --max filled the table.</summary>
    private long Searched() =>
        _options.Mode == ComparisonMode.EveryDifference && _options.Max is int cap && _tally.Count == cap
            ? _tally.First is null ? common : _found[^1].Offset + 1
            : common;

    /// <summary>-l without --max: every mismatch from the first one on, in file order, front to back.</summary>
    private void ListFrom(long start)
    {
        using var first = new PositionalReadStream(Run.File(0).Handle, _options.Options.FirstSkip + start);
        using var second = new PositionalReadStream(Run.File(1).Handle, _options.Options.SecondSkip + start);
        var log = new OrderedMismatchLog(_tally.Sink, max: null);
        SequentialSearch.Run(first, second, start, common, CompareState.SequentialBlock, log, state.Kernel, lines: null, Run.Cancel);
        _tally.Count = log.Count;
    }

    /// <summary>cmp's line count: the newlines of the first file's compared bytes before <paramref name="end"/>, read front to back.</summary>
    private void CountLines(InputFile first, long end)
    {
        byte[] buffer = new byte[(int)Math.Min(CompareState.SequentialBlock, Math.Max(1, end))];
        for (long at = 0; at < end;)
        {
            Run.Cancel.ThrowIfCancellationRequested();
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

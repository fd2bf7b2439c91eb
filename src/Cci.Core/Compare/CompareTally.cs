namespace Cci.Core.Compare;

/// <summary>What one compare has found so far, whichever way it read: the first mismatch, how many, and cmp's line count.</summary>
internal sealed class CompareTally(CompareRequest options, IMismatchSink sink)
{
    /// <summary>Where listed mismatches go, in file order.</summary>
    public IMismatchSink Sink { get; } = sink;

    public LineCount Lines { get; } = new();

    public ByteDifference? First { get; set; }

    public long Count { get; set; }

    /// <summary>The line count to keep while comparing: cmp's default mode reports the line of the first mismatch.</summary>
    public LineCount? LinesToCount => options.CountsLines ? Lines : null;

    /// <summary>Whether the search has already stopped as cmp would: at the first mismatch, or at -l's --max.</summary>
    public bool Stopped => options.Mode == ComparisonMode.EveryDifference
        ? options.Max is int max && Count >= max
        : First is not null;

    /// <summary>The log a search writes to from the start: the sink up to --max for -l, else a collector of the first mismatch.</summary>
    public OrderedMismatchLog NewLog() => options.Mode == ComparisonMode.EveryDifference
        ? new OrderedMismatchLog(Sink, options.Max)
        : new OrderedMismatchLog(new MismatchCollector(), 1);

    /// <summary>The log for a search that goes on after this tally's mismatches (what a file gained).</summary>
    public OrderedMismatchLog ContinuingLog() => options.Mode == ComparisonMode.EveryDifference
        ? new OrderedMismatchLog(Sink, options.Max is int max ? max - Count : null)
        : new OrderedMismatchLog(new MismatchCollector(), 1);

    /// <summary>Takes what <paramref name="log"/> found as the whole result.</summary>
    public void Take(OrderedMismatchLog log)
    {
        First = log.First;
        Count = log.Count;
    }

    /// <summary>Adds what <paramref name="log"/> found after what was found before.</summary>
    public void Add(OrderedMismatchLog log)
    {
        First ??= log.First;
        Count += log.Count;
    }
}

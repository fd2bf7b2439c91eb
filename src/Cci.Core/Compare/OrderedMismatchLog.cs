namespace Cci.Core.Compare;

/// <summary>A log for a search that runs in file order: each mismatch goes straight to a sink, up to an optional limit.</summary>
internal sealed class OrderedMismatchLog(IMismatchSink sink, long? max) : IMismatchLog
{
    public long Count { get; private set; }

    public ByteDifference? First { get; private set; }

    public bool Add(in ByteDifference mismatch)
    {
        First ??= mismatch;
        sink.Write(mismatch);
        Count++;
        return max is not long limit || Count < limit;
    }
}

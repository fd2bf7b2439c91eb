namespace Cci.Core.Compare;

/// <summary>One worker's log for the stripe it is searching: the stripe's mismatches, kept locally and handed to the table in one batch.</summary>
internal sealed class StripeMismatchLog(MismatchTable table) : IMismatchLog
{
    private ByteDifference[] _items = new ByteDifference[Math.Min(table.Capacity, 64)];
    private int _count;

    public bool Add(in ByteDifference mismatch)
    {
        if (table.IsFullBefore(mismatch.Offset))
        {
            return false;
        }

        if (_count == _items.Length)
        {
            Array.Resize(ref _items, (int)Math.Min((long)_items.Length * 2, table.Capacity));
        }

        _items[_count++] = mismatch;

        // Later mismatches of this stripe come after these Capacity ones: none of them can enter.
        return _count < table.Capacity;
    }

    /// <summary>Hands the stripe's mismatches to the table and starts an empty batch.</summary>
    public void Flush()
    {
        if (_count == 0)
        {
            return;
        }

        table.AddBatch(_items, _count);
        _items = new ByteDifference[Math.Min(table.Capacity, 64)];
        _count = 0;
    }
}

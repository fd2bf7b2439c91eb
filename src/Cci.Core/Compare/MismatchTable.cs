namespace Cci.Core.Compare;

/// <summary>
/// The article's shared state: the earliest <see cref="Capacity"/> mismatches found so far. Workers hand
/// it whole batches (the mismatches of one stripe, in file order) under one short lock; batches
/// cover disjoint ranges, so keeping the earliest is a sort of the batches by their first offset and
/// a walk over their counts — no mismatch is ever moved, so the work is linear in the mismatches.
/// Between batches workers read <see cref="IsFullBefore"/>, a single volatile field.
/// </summary>
internal sealed class MismatchTable
{
    private readonly List<Batch> _batches = [];
    private readonly Lock _lock = new();
    private long _count;

    // The offset of the last of the earliest Capacity mismatches once that many are known, else
    // long.MaxValue. It only ever goes down, so a stale read makes a worker do more work than
    // needed, never skip a needed mismatch.
    private long _limit = long.MaxValue;

    public MismatchTable(int capacity)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(capacity);
        Capacity = capacity;
    }

    public int Capacity { get; }

    /// <summary>True when the table is full of mismatches that all come before <paramref name="offset"/>: nothing at or past it can enter.</summary>
    public bool IsFullBefore(long offset) => offset > Volatile.Read(ref _limit);

    /// <summary>Adds the first <paramref name="count"/> entries of <paramref name="items"/>: mismatches in file order, from a range no other batch covers. The table keeps the array.</summary>
    internal void AddBatch(ByteDifference[] items, int count)
    {
        if (count == 0)
        {
            return;
        }

        lock (_lock)
        {
            if (items[0].Offset > _limit)
            {
                return;
            }

            _batches.Add(new Batch(items, count));
            _count += count;
            if (_count >= Capacity)
            {
                Trim();
            }
        }
    }

    /// <summary>Keeps only the batches (and the part of the last one) that hold the earliest Capacity mismatches.</summary>
    private void Trim()
    {
        _batches.Sort(static (x, y) => x.Items[0].Offset.CompareTo(y.Items[0].Offset));
        long kept = 0;
        for (int i = 0; i < _batches.Count; i++)
        {
            Batch batch = _batches[i];
            if (kept + batch.Count >= Capacity)
            {
                int take = (int)(Capacity - kept);
                _batches[i] = batch with { Count = take };
                _batches.RemoveRange(i + 1, _batches.Count - i - 1);
                _count = Capacity;
                Volatile.Write(ref _limit, batch.Items[take - 1].Offset);
                return;
            }

            kept += batch.Count;
        }
    }

    /// <summary>The mismatches in file order; call once every worker is done.</summary>
    public ByteDifference[] ToArray()
    {
        lock (_lock)
        {
            _batches.Sort(static (x, y) => x.Items[0].Offset.CompareTo(y.Items[0].Offset));
            var result = new ByteDifference[Math.Min(_count, Capacity)];
            int at = 0;
            foreach (Batch batch in _batches)
            {
                int take = Math.Min(batch.Count, result.Length - at);
                batch.Items.AsSpan(0, take).CopyTo(result.AsSpan(at));
                at += take;
                if (at == result.Length)
                {
                    break;
                }
            }

            return result;
        }
    }

    private readonly record struct Batch(ByteDifference[] Items, int Count);
}

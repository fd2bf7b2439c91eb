namespace Cci.Core.Compare;

/// <summary>
/// The seeds' shared state: the earliest <see cref="Capacity"/> mismatches found so far, in file
/// order. Workers take the lock only to add a mismatch, which never happens on identical files;
/// between adds they read <see cref="IsFullBefore"/>, a single volatile field, at block starts.
/// </summary>
public sealed class MismatchTable
{
    private readonly List<Mismatch> _entries = [];
    private readonly Lock _lock = new();

    // The offset of the last entry once the table is full, else long.MaxValue. It only ever goes
    // down, so a stale read makes a worker do more work than needed, never skip a needed mismatch.
    private long _limit = long.MaxValue;

    public MismatchTable(int capacity)
    {
        ArgumentOutOfRangeException.ThrowIfNegativeOrZero(capacity);
        Capacity = capacity;
    }

    public int Capacity { get; }

    /// <summary>True when the table is full of mismatches that all come before <paramref name="offset"/>: nothing at or past it can enter.</summary>
    public bool IsFullBefore(long offset) => offset > Volatile.Read(ref _limit);

    /// <summary>
    /// Adds a mismatch unless the table is already full of earlier ones. False means no mismatch at
    /// or past <paramref name="offset"/> can enter, so a worker moving forward through the file can stop.
    /// </summary>
    public bool TryAdd(in Mismatch mismatch)
    {
        if (IsFullBefore(mismatch.Offset))
        {
            return false;
        }

        lock (_lock)
        {
            if (_entries.Count == Capacity)
            {
                if (mismatch.Offset > _entries[^1].Offset)
                {
                    return false;
                }

                _entries.RemoveAt(_entries.Count - 1);
            }

            // Each offset is compared by exactly one worker, so it is never in the table already.
            int index = ~_entries.BinarySearch(mismatch, OffsetOrder.Instance);
            _entries.Insert(index, mismatch);
            if (_entries.Count == Capacity)
            {
                Volatile.Write(ref _limit, _entries[^1].Offset);
            }

            return true;
        }
    }

    /// <summary>The mismatches in file order; call once every worker is done.</summary>
    public Mismatch[] ToArray()
    {
        lock (_lock)
        {
            return [.. _entries];
        }
    }

    private sealed class OffsetOrder : IComparer<Mismatch>
    {
        public static readonly OffsetOrder Instance = new();

        public int Compare(Mismatch x, Mismatch y) => x.Offset.CompareTo(y.Offset);
    }
}

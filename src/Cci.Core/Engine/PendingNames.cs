namespace Cci.Core.Engine;

/// <summary>
/// The names a run of <see cref="NamedInputs"/> has yet to take, in order: first those a round left untaken for want of
/// descriptors (<see cref="Leftovers"/>, all before the cursor), then every name from the cursor on. A round takes a prefix
/// of them (<see cref="this[int]"/> numbers them from 0) and says how far it got (<see cref="Advance"/>): the cost of a
/// round is the names it took, never all those still to come, so many rounds over a million names stay linear.
/// </summary>
internal sealed class PendingNames(int count)
{
    private int[] _leftovers = [];
    private int _cursor;

    /// <summary>The names left, leftovers and the rest.</summary>
    public int Count => _leftovers.Length + (count - _cursor);

    /// <summary>Names a round took but left for a later one, in name order.</summary>
    public IReadOnlyList<int> Leftovers => _leftovers;

    /// <summary>The name (its index in the run's list) at place <paramref name="place"/> of the names left.</summary>
    public int this[int place] => place < _leftovers.Length ? _leftovers[place] : _cursor + (place - _leftovers.Length);

    /// <summary>
    /// After a round that took the first <paramref name="taken"/> places and left <paramref name="left"/> of the names in them:
    /// those, and any leftovers the round did not reach, are the next round's leftovers.
    /// </summary>
    public void Advance(int taken, IEnumerable<int> left)
    {
        taken = Math.Clamp(taken, 0, Count);
        IEnumerable<int> notReached = taken < _leftovers.Length ? _leftovers[taken..] : [];
        _cursor += Math.Max(0, taken - _leftovers.Length);
        _leftovers = [.. left.Concat(notReached).Order()];
    }
}

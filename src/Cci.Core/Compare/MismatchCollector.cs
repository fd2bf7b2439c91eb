namespace Cci.Core.Compare;

/// <summary>A sink that keeps what it is given: the report's mismatches when no other sink is asked for.</summary>
internal sealed class MismatchCollector : IMismatchSink
{
    private readonly List<ByteDifference> _items = [];

    public IReadOnlyList<ByteDifference> Items => _items;

    public void Write(in ByteDifference mismatch) => _items.Add(mismatch);
}

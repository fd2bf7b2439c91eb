using Cci.Core.Planning;

namespace Cci.Core.Engine;

/// <summary>
/// Many files as one queue: every file is cut into stripes (its own <see cref="StripePlan"/>), and all
/// stripes of all files, in file order, form one queue that every worker takes the next item from. So
/// one huge file among many small ones keeps all workers busy to the end, none idles while another
/// holds a backlog, and a worker mostly moves forward through one file at a time.
/// </summary>
internal sealed class SharedQueueWork : IWorkSource
{
    private readonly IReadOnlyList<StripePlan> _plans;
    private readonly long[] _firstItem;
    private long _next;

    public SharedQueueWork(IReadOnlyList<StripePlan> plans, int requestedWorkers)
    {
        _plans = plans;
        _firstItem = new long[plans.Count + 1];
        for (int i = 0; i < plans.Count; i++)
        {
            _firstItem[i + 1] = _firstItem[i] + plans[i].StripeCount;
        }

        Workers = (int)Math.Clamp(Items, 1, Math.Min(requestedWorkers, RunBounds.MaxWorkers));
    }

    public int Workers { get; }

    /// <summary>Stripes of all files together.</summary>
    public long Items => _firstItem[^1];

    /// <summary>The queue position of <paramref name="input"/>'s first stripe: results kept per item are joined per file from here.</summary>
    public long FirstItemOf(int input) => _firstItem[input];

    public IEnumerable<WorkItem> ItemsOf(int worker)
    {
        int input = -1;
        long item;
        while ((item = Interlocked.Increment(ref _next) - 1) < Items)
        {
            input = InputOf(item, input);
            yield return new WorkItem(input, _plans[input][item - _firstItem[input]]);
        }
    }

    /// <summary>The file an item belongs to; usually the one the worker is already in, else found by binary search.</summary>
    private int InputOf(long item, int current)
    {
        if (current >= 0 && item >= _firstItem[current] && item < _firstItem[current + 1])
        {
            return current;
        }

        int index = Array.BinarySearch(_firstItem, item);
        if (index < 0)
        {
            return ~index - 1;
        }

        // Empty files share their first item with the next file: take the last file starting here.
        while (_firstItem[index + 1] == item)
        {
            index++;
        }

        return index;
    }
}

namespace Cci.Unsafe;

/// <summary>
/// The live read-only views of one open input (<see cref="FileMapping.Watch"/>), kept so that when the input's lease
/// breaks, every one of them can be put on zero pages (<see cref="Withdraw"/>) before the lease is released and the
/// writer may truncate the file: a worker still reading a view then reads zeros where a page past the new end of the
/// file would have been a SIGBUS that ends the process. Once withdrawn, no new view of the file is mapped. A view leaves
/// the registry before it is unmapped, so a withdrawal never maps over an address range that is no longer the view's.
/// </summary>
internal sealed class WatchedViews : IDisposable
{
    private readonly Lock _gate = new();
    private readonly HashSet<MappedMemoryHandle> _live = [];
    private readonly Action<WatchedViews> _unwatch;
    private bool _withdrawn;

    internal WatchedViews(Action<WatchedViews> unwatch) => _unwatch = unwatch;

    /// <summary>
    /// Puts anonymous zero pages at the addresses of every live view (mmap MAP_FIXED over each range: one atomic
    /// replacement, never a moment without a mapping there), and refuses every view mapped from now on. Returns whether
    /// every view was replaced. Runs on the thread that hears the lease break (a thread-pool thread, not in signal context).
    /// </summary>
    public bool Withdraw()
    {
        bool all = true;
        lock (_gate)
        {
            _withdrawn = true;
            foreach (MappedMemoryHandle view in _live)
            {
                all &= view.ReplaceWithZeros();
            }
        }

        return all;
    }

    /// <summary>Stops watching the file: views mapped from now on are not tracked. The views tracked now still leave as they are unmapped.</summary>
    public void Dispose() => _unwatch(this);

    /// <summary>Adds a view just mapped, or returns false when the views were withdrawn (the caller unmaps it and fails).</summary>
    internal bool TryAdd(MappedMemoryHandle view)
    {
        lock (_gate)
        {
            if (_withdrawn)
            {
                return false;
            }

            _live.Add(view);
            return true;
        }
    }

    /// <summary>Removes a view about to be unmapped.</summary>
    internal void Remove(MappedMemoryHandle view)
    {
        lock (_gate)
        {
            _live.Remove(view);
        }
    }
}

using Cci.Unsafe;

namespace Cci.Core.Engine;

/// <summary>
/// One worker's reading of the small files among a run of names through a ring (<see cref="SmallFileRing"/>, Linux's
/// io_uring): every name but standard input goes to the ring, which stats them all, opens, reads and closes the small
/// regular files among them together, a few system calls for the whole run instead of about five per file. Each
/// file it read becomes the job's outcome here; every other name (standard input, a missing or refused name, a
/// directory, a FIFO or a device, a larger file, one that changed between its stat and its read) is left for the
/// worker's ordinary way, which opens it by name as it opens any name and words any error the same.
/// </summary>
internal sealed class SmallFileBatch : IDisposable
{
    /// <summary>The most names a ring takes at once: enough that each system call serves many files, few enough that the descriptors they hold stay well under RLIMIT_NOFILE.</summary>
    public const int MostNames = 128;

    /// <summary>Fewer names than this (in all, or at a time), and making a ring and its three calls a batch no longer pay for themselves.</summary>
    private const int FewestNames = 16;

    /// <summary>The ring's buffer: a round of files read together fits it, and a file larger than it takes the ordinary way.</summary>
    private const int BufferBytes = 1 << 20;

    private readonly SmallFileRing _ring;
    private readonly string[] _names;
    private readonly int[] _slots;

    private SmallFileBatch(SmallFileRing ring)
    {
        _ring = ring;
        _names = new string[ring.Files];
        _slots = new int[ring.Files];
    }

    /// <summary>The most names <see cref="Read"/> takes.</summary>
    public int Names => _ring.Files;

    /// <summary>
    /// A ring for a worker among <paramref name="count"/> names that may hold <paramref name="mostOpen"/> files open at once,
    /// or null (silently) where it would not pay or there is none: too few names, too few descriptors to spare, not Linux,
    /// or io_uring refused (kernel.io_uring_disabled, a seccomp filter, an old kernel).
    /// </summary>
    public static SmallFileBatch? TryCreate(int count, int mostOpen)
    {
        if (count < FewestNames || mostOpen < FewestNames)
        {
            return null;
        }

        SmallFileRing? ring = SmallFileRing.TryCreate(Math.Min(mostOpen, MostNames), BufferBytes);
        return ring is null ? null : new SmallFileBatch(ring);
    }

    /// <summary>
    /// Reads the small regular files among the names at places <paramref name="first"/>..<paramref name="end"/> of
    /// <paramref name="pending"/> (at most <see cref="Names"/>) of at most <paramref name="limit"/> bytes and puts each one's
    /// outcome in its slot of <paramref name="outcomes"/>; the slots of the names it did not read stay null.
    /// </summary>
    /// <returns>False when the ring itself failed: the names not yet read are left, and the ring is not to be used again.</returns>
    public bool Read<TName, TResult>(IReadOnlyList<string> paths, PendingNames pending, int first, int end, int limit, INamedInputJob<TName, TResult> names, TName?[] outcomes)
        where TName : class
    {
        int count = 0;
        for (int k = first; k < end; k++)
        {
            int i = pending[k];
            if (paths[i] != JobInput.StandardStream)
            {
                (_names[count], _slots[count]) = (paths[i], i);
                count++;
            }
        }

        try
        {
            _ring.Stat(_names.AsSpan(0, count), limit);
            while (_ring.ReadRound())
            {
                for (int k = _ring.RoundStart; k < _ring.RoundEnd; k++)
                {
                    if (_ring.TryGet(k, out long size, out ReadOnlySpan<byte> bytes))
                    {
                        outcomes[_slots[k]] = names.Whole(_names[k], size, bytes);
                    }
                }
            }
        }
        catch (IOException)
        {
            // The names counted so far keep their outcomes; the others take the ordinary way.
            return false;
        }

        return true;
    }

    public void Dispose() => _ring.Dispose();
}

using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core;

/// <summary>
/// The one view of a whole file that a <see cref="MappedFile"/> shares among its reads: mapped by the first read, counted
/// per read, and unmapped by whichever comes last of <see cref="Close"/> and the last read in flight.
/// </summary>
/// <remarks>
/// A read of a 64-byte record costs a few nanoseconds, so the count is one word changed by one atomic operation on the
/// way in and one on the way out: a lock there (two atomic operations each way) and a reference on the file's handle
/// (two more) cost many times the read. The word holds the readers in flight and, once closed, <see cref="ClosedBit"/>:
/// a read enters only while the bit is clear, so the view is unmapped exactly once, by the one thread that takes the
/// word to the bit alone (Close with no reader in flight, or the last reader after Close).
/// </remarks>
internal sealed class WholeFileView
{
    private const int ClosedBit = 1 << 30;

    private readonly Lock _mapLock = new();
    private IMappedView? _view;
    private bool _refused;
    private int _state;

    /// <summary>
    /// Counts one read in and returns the view, mapping it first where no read has; null where the file is not mapped whole
    /// (the OS refused, e.g. for want of address space) or <see cref="Close"/> has run. A view returned is mapped until the
    /// matching <see cref="Exit"/>.
    /// </summary>
    public IMappedView? Enter(SafeFileHandle file, long length)
    {
        IMappedView? view = Volatile.Read(ref _view);
        if (view is null)
        {
            return EnterFirst(file, length);
        }

        int state = Volatile.Read(ref _state);
        while ((state & ClosedBit) == 0)
        {
            int seen = Interlocked.CompareExchange(ref _state, state + 1, state);
            if (seen == state)
            {
                return view;
            }

            state = seen;
        }

        return null;
    }

    /// <summary>Counts one read out; the last one after <see cref="Close"/> unmaps the view.</summary>
    public void Exit()
    {
        if (Interlocked.Decrement(ref _state) == ClosedBit)
        {
            _view!.Dispose();
        }
    }

    /// <summary>Lets no read enter again; the view is unmapped now, or by the last read in flight when it exits.</summary>
    public void Close()
    {
        lock (_mapLock)
        {
            int before = Interlocked.Or(ref _state, ClosedBit);
            if (before == 0)
            {
                _view?.Dispose();
            }
        }
    }

    /// <summary>
    /// The first read's way in, under the lock <see cref="Close"/> takes, so that no view is mapped after it: maps the
    /// file (holding a reference on its handle meanwhile, as every call that maps through it does) unless it was refused.
    /// </summary>
    private IMappedView? EnterFirst(SafeFileHandle file, long length)
    {
        lock (_mapLock)
        {
            if ((_state & ClosedBit) != 0 || _refused)
            {
                return null;
            }

            if (_view is null)
            {
                bool added = false;
                try
                {
                    file.DangerousAddRef(ref added);
                    Volatile.Write(ref _view, FileMapping.Map(file, 0, length, MapAccess.Read));
                }
                catch (Exception e) when (e is IOException or ObjectDisposedException)
                {
                    _refused = e is IOException;
                    return null;
                }
                finally
                {
                    if (added)
                    {
                        file.DangerousRelease();
                    }
                }
            }

            // Close cannot run meanwhile (it takes this lock), so the bit is clear and the count goes up as it is.
            Interlocked.Increment(ref _state);
            return _view;
        }
    }
}

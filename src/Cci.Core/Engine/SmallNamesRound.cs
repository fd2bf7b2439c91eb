using System.Collections.Concurrent;
using Cci.Core.Files;
using Cci.Core.Threading;

namespace Cci.Core.Engine;

/// <summary>
/// One round of the workers over the names still pending (<see cref="NamedInputs"/>): each worker takes a run of names at a
/// time from one counter, hands it to its ring where the kernel offers one (<see cref="SmallFileBatch"/>), and reads each
/// name the ring left that fits one buffer whole (<see cref="WholeFileReader"/>). A larger file is kept open for the
/// batches, up to a batch's worth (<paramref name="openAtOnce"/>); then the workers take no further names.
/// </summary>
internal sealed class SmallNamesRound<TName, TResult>(
    INamedInputJob<TName, TResult> names, IReadOnlyList<string> paths, PendingNames pending, int limit, int openAtOnce,
    TName?[] outcomes, ConcurrentDictionary<int, JobInput> held, CancellationToken cancel)
    where TName : class
{
    /// <summary>Names a worker takes at a time: enough that the counter is touched rarely, few enough that the workers end together.</summary>
    private const int NamesPerTake = 32;

    private readonly int _count = pending.Count;
    private int _next;
    private int _holding;
    private bool _full;
    private List<int>[] _toStripe = [];
    private List<int>[] _left = [];
    private int _ringNames;

    /// <summary>
    /// Runs the round on <paramref name="scheduler"/> with at most <paramref name="mostWorkers"/> workers: fills the
    /// outcomes of the names read and the held files, advances <see cref="PendingNames"/> past the names taken.
    /// </summary>
    /// <returns>The names for the batches, in order: the held files, and standard input where it was named.</returns>
    public int[] Run(IWorkerScheduler scheduler, int mostWorkers)
    {
        int workers = scheduler.RunsInFileOrder ? 1 : (int)Math.Clamp((_count + NamesPerTake - 1) / NamesPerTake, 1, mostWorkers);

        // Made here, so a scheduler that starts fewer workers than asked leaves none null.
        _toStripe = [.. Enumerable.Range(0, workers).Select(_ => new List<int>())];
        _left = [.. Enumerable.Range(0, workers).Select(_ => new List<int>())];

        // Each worker's ring holds a batch's descriptors open at once: the workers share what RLIMIT_NOFILE allows, and
        // the files held for striping take at most as many again.
        _ringNames = openAtOnce / workers;
        if (workers == 1)
        {
            Work(0);
        }
        else
        {
            using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
            scheduler.Run(workers, Work, stop);
            cancel.ThrowIfCancellationRequested();
        }

        // Every place below _next was taken by a worker that read or left each of its names.
        pending.Advance(_next, _left.SelectMany(list => list));
        return [.. _toStripe.SelectMany(list => list).Order()];
    }

    private void Work(int worker)
    {
        var reader = new WholeFileReader(limit);
        SmallFileBatch? ring = SmallFileBatch.TryCreate(_count, _ringNames);
        try
        {
            int take = ring?.Names ?? NamesPerTake;
            for (int first; !Volatile.Read(ref _full) && (first = Interlocked.Add(ref _next, take) - take) < _count;)
            {
                int end = Math.Min(_count, first + take);
                cancel.ThrowIfCancellationRequested();
                if (ring is not null && !ring.Read(paths, pending, first, end, limit, names, outcomes))
                {
                    ring.Dispose();
                    ring = null;
                }

                for (int k = first; k < end; k++)
                {
                    cancel.ThrowIfCancellationRequested();
                    Take(worker, pending[k], reader);
                }
            }
        }
        finally
        {
            ring?.Dispose();
        }
    }

    /// <summary>
    /// One name the ring did not answer: its outcome where it fails or is read whole here (a small file, a stream); a
    /// larger file kept open for the batches; or, once a batch's worth is held, the name left for the next round.
    /// </summary>
    private void Take(int worker, int i, WholeFileReader reader)
    {
        if (outcomes[i] is not null)
        {
            return;
        }

        if (paths[i] == JobInput.StandardStream)
        {
            _toStripe[worker].Add(i);
            return;
        }

        // A place among the held files is taken before the open, and given back when the name needed none.
        if (Interlocked.Increment(ref _holding) > openAtOnce)
        {
            Interlocked.Decrement(ref _holding);
            Volatile.Write(ref _full, true);
            _left[worker].Add(i);
            return;
        }

        JobInput input = JobInput.Open(paths[i], limit);
        bool kept = false;
        try
        {
            if (input.Problem is InputProblem problem)
            {
                outcomes[i] = names.Failed(input, problem);
            }
            else if (input.IsSmall)
            {
                outcomes[i] = reader.TryRead(input.File!, out ArraySegment<byte> bytes, out Stream? rest) ? names.Whole(input.Path, input.File!.Length, bytes) : names.Rest(input, rest!);
            }
            else if (input.Stream is Stream stream)
            {
                outcomes[i] = names.Streamed(input, stream);
            }
            else
            {
                held[i] = input;
                _toStripe[worker].Add(i);
                kept = true;
            }
        }
        catch (IOException e)
        {
            outcomes[i] = names.ReadFailed(input, e);
        }
        finally
        {
            if (!kept)
            {
                input.Dispose();
                Interlocked.Decrement(ref _holding);
            }
        }
    }
}

using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core.Planning;
using Cci.Core.Threading;

namespace Cci.Core.Count;

/// <summary>
/// Counts many regular files at once. Every file is cut into stripes (its own <see cref="StripePlan"/>),
/// and all stripes of all files, in argument order, form one queue that every worker takes the next
/// item from. So one huge file among many small ones keeps all workers busy to the end, none idles
/// while another holds a backlog, and a worker mostly moves forward through one file at a time.
/// Each stripe's counts land in their own slot and are joined in file order afterwards.
/// </summary>
internal sealed class StripedCount
{
    /// <summary>A single pass over a mapped file still hands the kernel at most this much at a time (spans are int-sized).</summary>
    private const long SinglePassChunk = 1 << 30;

    private readonly IReadOnlyList<InputFile> _files;
    private readonly StripePlan[] _plans;
    private readonly long[] _firstItem;
    private readonly WordCounts[] _counts;
    private readonly IStripeInput[] _inputs;
    private readonly CountOptions _options;
    private readonly CancellationToken _cancel;
    private long _next;

    /// <summary>Each stripe costs a slot of counts: stripes are never smaller than a page, so -b 1 cannot need 40 bytes of memory per byte.</summary>
    private const int MinStripe = 4096;

    private StripedCount(IReadOnlyList<InputFile> files, IAccessStrategy access, bool[] mapped, CountOptions options, CancellationToken cancel)
    {
        _files = files;
        _options = options;
        _cancel = cancel;
        bool singlePass = options.Threading == ThreadingMethod.None && access.SinglePassWhenSequential;
        _plans = new StripePlan[files.Count];
        _firstItem = new long[files.Count + 1];
        for (int i = 0; i < files.Count; i++)
        {
            // A mapped file is one pass; one read with pread instead (no lease) is striped, so no buffer is file-sized.
            int stripeSize = singlePass && mapped[i]
                ? (int)Math.Clamp(files[i].Length, 1, Math.Min(SinglePassChunk, options.ViewSize))
                : Math.Max(options.BufferSize, MinStripe);
            _plans[i] = StripePlan.Create(files[i].Length, stripeSize, 1);
            _firstItem[i + 1] = _firstItem[i] + _plans[i].StripeCount;
        }

        _counts = new WordCounts[_firstItem[^1]];
        _inputs = new IStripeInput[files.Count];
    }

    /// <summary>The counts of each file, in the order given.</summary>
    public static WordCounts[] Run(IReadOnlyList<InputFile> files, CountOptions options, CancellationToken cancel)
    {
        if (options.Columns == CountColumns.Bytes)
        {
            // As GNU wc -c: the size of a regular file is its byte count; nothing needs reading.
            return files.Select(f => new WordCounts(0, 0, f.Length, false, false)).ToArray();
        }

        options = options with { ViewSize = RunBounds.ViewSize(options.ViewSize) };
        IAccessStrategy access = AccessCatalog.For(options.Access, options.ViewSize);
        int workers = options.Threading == ThreadingMethod.None ? 1 : Math.Min(options.Threads, RunBounds.MaxWorkers);
        using var stop = CancellationTokenSource.CreateLinkedTokenSource(cancel);
        InputGuard[] guards = access.MapsInput ? files.Select(f => new InputGuard(f, stop)).ToArray() : [];
        try
        {
            bool[] mapped = files.Select((_, i) => access.MapsInput && guards[i].MayMap).ToArray();
            var job = new StripedCount(files, access, mapped, options, cancel);
            return job.Run(access, mapped, workers, SchedulerCatalog.For(options.Threading), guards, stop);
        }
        finally
        {
            foreach (InputGuard guard in guards)
            {
                guard.Dispose();
            }
        }
    }

    private WordCounts[] Run(IAccessStrategy access, bool[] mapped, int workers, IWorkerScheduler scheduler, InputGuard[] guards, CancellationTokenSource stop)
    {
        try
        {
            for (int i = 0; i < _files.Count; i++)
            {
                _inputs[i] = AccessCatalog.OpenInput(access, _files[i], guarded: mapped[i] || !access.MapsInput);
            }

            workers = (int)Math.Clamp(_counts.Length, 1, workers);
            try
            {
                scheduler.Run(workers, _ => RunWorker(stop.Token), stop);
            }
            catch (OperationCanceledException) when (!_cancel.IsCancellationRequested && guards.FirstOrDefault(g => g.WasBroken) is InputGuard broken)
            {
                throw broken.BrokenError();
            }

            _cancel.ThrowIfCancellationRequested();
        }
        finally
        {
            foreach (IStripeInput? input in _inputs)
            {
                input?.Dispose();
            }
        }

        var totals = new WordCounts[_files.Count];
        for (int file = 0; file < _files.Count; file++)
        {
            WordCounts total = WordCounts.Empty;
            for (long item = _firstItem[file]; item < _firstItem[file + 1]; item++)
            {
                total = total.Then(_counts[item]);
            }

            totals[file] = total;
        }

        return totals;
    }

    private void RunWorker(CancellationToken stop)
    {
        int file = -1;
        int context = CountKernel.ContextFor(_options.Columns, _options.Mode);
        IStripeReader? reader = null;
        try
        {
            long item;
            while ((item = Interlocked.Increment(ref _next) - 1) < _counts.Length)
            {
                stop.ThrowIfCancellationRequested();
                int owner = FileOf(item, file);
                if (owner != file)
                {
                    reader?.Dispose();
                    reader = null;
                    file = owner;
                    reader = _inputs[file].CreateReader((int)Math.Min(_plans[file].StripeSize + (2 * context), _files[file].Length));
                }

                // A character may cross a stripe's edges: the kernel sees a few bytes on either side.
                Stripe stripe = _plans[file][item - _firstItem[file]];
                long from = Math.Max(0, stripe.Offset - context);
                long to = Math.Min(_files[file].Length, stripe.Offset + stripe.Length + context);
                ReadOnlySpan<byte> window = reader!.Read(from, (int)(to - from));
                int start = (int)(stripe.Offset - from);
                _counts[item] = CountKernel.Count(window, start, start + stripe.Length, _options.Columns, _options.Fast, _options.Mode);
            }
        }
        finally
        {
            reader?.Dispose();
        }
    }

    /// <summary>The file an item belongs to; usually the one the worker is already in, else found by binary search.</summary>
    private int FileOf(long item, int current)
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

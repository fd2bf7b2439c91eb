using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Kernels;

namespace Cci.Core.Compare;

/// <summary>The compare's per-stripe body, for one worker: read the stripe of both files and log its mismatches.</summary>
/// <param name="firstStart">Where the compared range starts in the first file (cmp's skip); stripe offsets count from there.</param>
internal sealed class CompareWorker(
    IStripeInput first, long firstStart, IStripeInput second, long secondStart, int maxStripe, MismatchTable table, Kernel kernel) : IStripeWorker
{
    private readonly IStripeReader _first = first.CreateReader(maxStripe);
    private readonly IStripeReader _second = second.CreateReader(maxStripe);
    private readonly StripeMismatchLog _batch = new(table);

    public bool Process(WorkItem item)
    {
        // The article's passive shutdown, checked once per block: a worker whose stripes all lie past a
        // full table stops; no locks, no cancellation inside the kernel.
        long offset = item.Stripe.Offset;
        if (table.IsFullBefore(offset))
        {
            return false;
        }

        ReadOnlySpan<byte> l = _first.Read(firstStart + offset, item.Stripe.Length);
        ReadOnlySpan<byte> r = _second.Read(secondStart + offset, item.Stripe.Length);
        bool more = MismatchSearch.Run(l, r, offset, _batch, kernel);
        _batch.Flush();
        return more || !table.IsFullBefore(offset + item.Stripe.Length);
    }

    public void Dispose()
    {
        _first.Dispose();
        _second.Dispose();
    }
}

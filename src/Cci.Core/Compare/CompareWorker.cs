using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Kernels;

namespace Cci.Core.Compare;

/// <summary>The compare's per-stripe body, for one worker: read the stripe of both files and log its mismatches.</summary>
/// <param name="leftStart">Where the compared range starts in the first file (cmp's skip); stripe offsets count from there.</param>
internal sealed class CompareWorker(
    IStripeInput left, long leftStart, IStripeInput right, long rightStart, int maxStripe, MismatchTable table, Kernel kernel) : IStripeWorker
{
    private readonly IStripeReader _left = left.CreateReader(maxStripe);
    private readonly IStripeReader _right = right.CreateReader(maxStripe);
    private readonly StripeMismatchLog _batch = new(table);

    public bool Process(in WorkItem item)
    {
        // The article's passive shutdown, checked once per block: a worker whose stripes all lie past a
        // full table stops; no locks, no cancellation inside the kernel.
        long offset = item.Stripe.Offset;
        if (table.IsFullBefore(offset))
        {
            return false;
        }

        ReadOnlySpan<byte> l = _left.Read(leftStart + offset, item.Stripe.Length);
        ReadOnlySpan<byte> r = _right.Read(rightStart + offset, item.Stripe.Length);
        bool more = MismatchSearch.Run(l, r, offset, _batch, kernel);
        _batch.Flush();
        return more || !table.IsFullBefore(offset + item.Stripe.Length);
    }

    public void Dispose()
    {
        _left.Dispose();
        _right.Dispose();
    }
}

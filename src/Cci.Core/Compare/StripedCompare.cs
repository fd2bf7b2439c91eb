using Cci.Core.Access;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>One worker of a striped compare: reads its stripes of both files and logs their mismatches.</summary>
/// <param name="leftStart">Where the compared range starts in the first file (cmp's skip); stripe offsets count from there.</param>
internal sealed class StripedCompare(
    StripePlan plan, IStripeInput left, long leftStart, IStripeInput right, long rightStart, MismatchTable table, bool fast, CancellationToken cancel)
{
    public void RunWorker(int worker)
    {
        using IStripeReader leftReader = left.CreateReader(plan.StripeSize);
        using IStripeReader rightReader = right.CreateReader(plan.StripeSize);
        var batch = new StripeBatch(table);
        foreach (Stripe stripe in plan.StripesOf(worker))
        {
            // The seeds' passive shutdown, checked once per block: a worker whose stripes all lie past a
            // full table stops; no locks, no cancellation inside the kernel.
            if (table.IsFullBefore(stripe.Offset))
            {
                return;
            }

            cancel.ThrowIfCancellationRequested();
            ReadOnlySpan<byte> l = leftReader.Read(leftStart + stripe.Offset, stripe.Length);
            ReadOnlySpan<byte> r = rightReader.Read(rightStart + stripe.Offset, stripe.Length);
            bool more = MismatchSearch.Run(l, r, stripe.Offset, batch, fast);
            batch.Flush();
            if (!more && table.IsFullBefore(stripe.Offset + stripe.Length))
            {
                return;
            }
        }
    }
}

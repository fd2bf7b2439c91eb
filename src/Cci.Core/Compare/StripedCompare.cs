using Cci.Core.Access;
using Cci.Core.Planning;

namespace Cci.Core.Compare;

/// <summary>One worker of a striped compare: reads its stripes of both files and logs their mismatches.</summary>
internal sealed class StripedCompare(
    StripePlan plan, IStripeInput left, IStripeInput right, MismatchTable table, bool fast, CancellationToken cancel)
{
    public void RunWorker(int worker)
    {
        using IStripeReader leftReader = left.CreateReader(plan.StripeSize);
        using IStripeReader rightReader = right.CreateReader(plan.StripeSize);
        foreach (Stripe stripe in plan.StripesOf(worker))
        {
            // The seeds' passive shutdown, checked once per block: a worker whose stripes all lie past a
            // full table stops; no locks, no cancellation inside the kernel.
            if (table.IsFullBefore(stripe.Offset))
            {
                return;
            }

            cancel.ThrowIfCancellationRequested();
            ReadOnlySpan<byte> l = leftReader.Read(stripe.Offset, stripe.Length);
            ReadOnlySpan<byte> r = rightReader.Read(stripe.Offset, stripe.Length);
            if (!MismatchSearch.Run(l, r, stripe.Offset, table, fast))
            {
                return;
            }
        }
    }
}

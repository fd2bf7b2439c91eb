using Cci.Core.Access;
using Cci.Core.Planning;
using Cci.Core.Transforms;

namespace Cci.Core.Jobs;

/// <summary>Runs one worker of a stripe plan: read a stripe, transform it into the output, commit it.</summary>
internal sealed class StripedTransform(
    StripePlan plan, IStripeInput input, IStripeOutput output, ByteTransform transform, bool fast, CancellationToken cancel, ProgressCounter? progress = null)
{
    public void RunWorker(int worker)
    {
        using IStripeReader reader = input.CreateReader(plan.StripeSize);
        using IStripeWriter writer = output.CreateWriter(plan.StripeSize);
        foreach (Stripe stripe in plan.StripesOf(worker))
        {
            // Checked once per stripe, not per byte: Ctrl-C and a failed sibling stop us within one stripe.
            cancel.ThrowIfCancellationRequested();
            ReadOnlySpan<byte> source = reader.Read(stripe.Offset, stripe.Length);
            transform.Apply(source, writer.Begin(stripe.Offset, stripe.Length), fast);
            writer.Commit(stripe.Offset, stripe.Length);
            progress?.Add(stripe.Length);
        }
    }
}

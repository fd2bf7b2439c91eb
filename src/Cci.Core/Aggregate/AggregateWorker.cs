using Cci.Core.Access;
using Cci.Core.Engine;

namespace Cci.Core.Aggregate;

/// <summary>
/// The aggregate's per-stripe body, for one worker: read the stripe (and its overlap), run the user's block function on
/// it (under a delimiter rule, on the whole records inside it), and hand the outcome to the ordered fold.
/// </summary>
internal sealed class AggregateWorker<TResult>(
    IStripeInput input, int maxStripe, long fileLength, BlockBoundary boundary, BlockFunction<TResult> block, OrderedFold<TResult> fold) : IStripeWorker
{
    private readonly IStripeReader _reader = input.CreateReader(maxStripe + boundary.Overlap);

    public bool Process(WorkItem item)
    {
        long offset = item.Stripe.Offset;
        int length = item.Stripe.Length;
        if (boundary.Delimiter is not byte delimiter)
        {
            int withOverlap = (int)Math.Min(length + (long)boundary.Overlap, fileLength - offset);
            fold.Add(item.Stripe.Index, new BlockOutcome<TResult>(true, block(new FileBlock(_reader.Read(offset, withOverlap), length, offset)), -1, -1));
            return true;
        }

        // Under a delimiter rule the block function sees the whole records inside the stripe: from just after its first
        // delimiter to its last one. The fold reads the records cut at the stripe's ends whole.
        ReadOnlySpan<byte> stripe = _reader.Read(offset, length);
        int first = stripe.IndexOf(delimiter);
        if (first < 0)
        {
            // Every byte here belongs to a record that started before this stripe or ends after it: the fold reads it whole.
            fold.Add(item.Stripe.Index, new BlockOutcome<TResult>(false, default!, -1, -1));
            return true;
        }

        int last = stripe.LastIndexOf(delimiter);
        ReadOnlySpan<byte> records = stripe[(first + 1)..(last + 1)];
        fold.Add(item.Stripe.Index, records.IsEmpty
            ? new BlockOutcome<TResult>(false, default!, offset + first, offset + last)
            : new BlockOutcome<TResult>(true, block(new FileBlock(records, records.Length, offset + first + 1)), offset + first, offset + last));
        return true;
    }

    public void Dispose() => _reader.Dispose();
}

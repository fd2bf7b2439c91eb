using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Kernels;

namespace Cci.Core.Transforms;

/// <summary>The transform's per-stripe body, for one worker: read a stripe, transform it into the output's span, commit it.</summary>
internal sealed class TransformWorker(IStripeInput input, IStripeOutput output, int maxStripe, ByteTransform transform, Kernel kernel) : IStripeWorker
{
    private readonly IStripeReader _reader = input.CreateReader(maxStripe);
    private readonly IStripeWriter _writer = output.CreateWriter(maxStripe);

    public bool Process(WorkItem item)
    {
        ReadOnlySpan<byte> source = _reader.Read(item.Stripe.Offset, item.Stripe.Length);
        transform.Apply(source, _writer.Begin(item.Stripe.Offset, item.Stripe.Length), kernel, item.Stripe.Offset);
        _writer.Commit(item.Stripe.Offset, item.Stripe.Length);
        return true;
    }

    public void Dispose()
    {
        _reader.Dispose();
        _writer.Dispose();
    }
}

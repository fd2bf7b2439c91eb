using Cci.Core.Access;
using Cci.Core.Engine;

namespace Cci.Core.Transforms;

/// <summary>The transform's striped way: each worker transforms its stripes of the input into the same places of the output (<see cref="TransformWorker"/>).</summary>
internal sealed class TransformStripes(PipelineRun run, ByteTransform transform) : StripedWay<long>(run)
{
    public override IStripeWorker CreateWorker(StripedRun striped, StripedWork work, IStripeOutput? output) =>
        new TransformWorker(striped.Input(0), output!, work.Plan.StripeSize, transform, striped.Kernel);

    /// <summary>The bytes written: the input's length, every one of them transformed.</summary>
    public override long Combine(StripedRun striped, StripedWork work) => Run.File(0).Length;
}

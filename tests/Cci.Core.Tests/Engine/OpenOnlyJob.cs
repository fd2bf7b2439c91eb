using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Tests.Engine;

/// <summary>A job with the pipeline's default opening rules that reads nothing: for the tests of how the pipeline opens inputs.</summary>
internal sealed class OpenOnlyJob() : PipelineJob<int, int>(AskedOptions.MappedOnThePool(), new FixedAutoPolicy(AskedOptions.MappedOnThePool(1 << 20), "a test's"))
{
    public override int RunStreamed(PipelineRun run, IReadOnlyList<Stream> inputs) => inputs.Count;

    public override IStripeWorker CreateWorker(PipelineRun run, StripedRun striped, StripedWork work, IStripeOutput? output) =>
        throw new NotSupportedException("reads nothing striped");

    public override int Combine(PipelineRun run, StripedRun striped, StripedWork work) => 0;

    public override bool Stripes(PipelineRun run) => false;

    public override int Report(PipelineRun run, int outcome) => outcome;
}

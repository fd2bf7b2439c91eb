using Cci.Core.Engine;
using Cci.Core.Planning;

namespace Cci.Core.Tests.Engine;

/// <summary>A job with the pipeline's default opening rules that reads nothing: for the tests of how the pipeline opens inputs.</summary>
internal sealed class OpenOnlyJob() : PipelineJob<int, int>(AskedOptions.MappedOnThePool(), new FixedAutoPolicy(AskedOptions.MappedOnThePool(1 << 20), "a test's"))
{
    /// <summary>The inputs opened, without reading them.</summary>
    public override JobWay<int> Decide(PipelineRun run) => JobWay.Known(run.Inputs.Count);

    public override int Report(PipelineRun run, int outcome) => outcome;
}

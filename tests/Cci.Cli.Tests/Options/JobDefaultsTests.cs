using Cci.Cli.Commands;
using Cci.Core.Compare;
using Cci.Core.Count;

namespace Cci.Cli.Tests;

/// <summary>The defaults compare's and wc's --help show are the strategies Core runs by default (its whole-file and streamed ways hang on them).</summary>
public sealed class JobDefaultsTests
{
    [Fact]
    public void Compare_states_cores_default_strategy()
    {
        JobDefaults.Compare.Access.Should().Be(CompareRequest.DefaultStrategy.Access);
        JobDefaults.Compare.Threading.Should().Be(CompareRequest.DefaultStrategy.Threading);
        JobDefaults.Compare.Kernel.Should().Be(CompareRequest.DefaultStrategy.Kernel);
        JobDefaults.Compare.BlockSize.Should().Be(CompareRequest.DefaultStrategy.BlockSize);
        JobDefaults.Compare.Workers.Should().Be(CompareRequest.DefaultStrategy.Workers);
        (JobDefaults.Compare.ViewSize ?? ProcessingOptions.DefaultViewSize).Should().Be(CompareRequest.DefaultStrategy.ViewSize ?? ProcessingOptions.DefaultViewSize);
    }

    [Fact]
    public void Wc_states_cores_default_strategy()
    {
        JobDefaults.Count.Access.Should().Be(CountJob.DefaultStrategy.Access);
        JobDefaults.Count.Threading.Should().Be(CountJob.DefaultStrategy.Threading);
        JobDefaults.Count.Kernel.Should().Be(CountJob.DefaultStrategy.Kernel);
        JobDefaults.Count.BlockSize.Should().Be(CountJob.DefaultStrategy.BlockSize);
        JobDefaults.Count.Workers.Should().Be(CountJob.DefaultStrategy.Workers);
        (JobDefaults.Count.ViewSize ?? ProcessingOptions.DefaultViewSize).Should().Be(CountJob.DefaultStrategy.ViewSize ?? ProcessingOptions.DefaultViewSize);
    }
}

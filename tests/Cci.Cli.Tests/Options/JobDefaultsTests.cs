using System.CommandLine;
using Cci.Cli.Commands;
using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Planning;

namespace Cci.Cli.Tests;

/// <summary>
/// With no strategy option typed, compare and wc ask for Auto, and Auto runs the defaults their --help shows for cached files;
/// typed out, those defaults are a named way (the job takes no way of its own).
/// </summary>
public sealed class JobDefaultsTests
{
    private static readonly InputProfile CachedFile = new(640_000_000, 1.0);
    private static readonly MachineProfile Machine = new(4, 16L << 30, takesIoUring: true);

    [Fact]
    public void Compare_with_no_strategy_option_runs_the_default_its_help_shows()
    {
        RunPlan plan = AutoPlanner.Resolve(Bind(JobDefaults.Compare), CompareRequest.AutoPolicy, CachedFile, Machine);

        (plan.Access, plan.Threading, plan.Kernel).Should().Be((JobDefaults.Compare.Access, JobDefaults.Compare.Threading, JobDefaults.Compare.Kernel));
        plan.BlockSize.Should().Be(CompareRequest.StripeSize, "--help says the buffer size is chosen: 1M");
        plan.Workers.Should().Be(Machine.ProcessorCount);
    }

    [Fact]
    public void Wc_with_no_strategy_option_runs_the_default_its_help_shows()
    {
        RunPlan plan = AutoPlanner.Resolve(Bind(JobDefaults.Count), CountJob.AutoPolicy, CachedFile, Machine);

        (plan.Access, plan.Threading, plan.Kernel).Should().Be((JobDefaults.Count.Access, JobDefaults.Count.Threading, JobDefaults.Count.Kernel));
        plan.BlockSize.Should().Be(CountAutoPolicy.MappedStripe, "--help says the buffer size is chosen: 1M");
        plan.Workers.Should().Be(Machine.ProcessorCount);
    }

    [Theory]
    [InlineData]
    [InlineData("-b", "64K")]
    [InlineData("-n", "1")]
    [InlineData("--kernel", "Scalar")]
    [InlineData("-a", "Auto")]
    [InlineData("-t", "Auto")]
    [InlineData("-a", "Auto", "-t", "Auto")]
    public void With_no_access_or_threading_method_typed_the_way_is_left_to_the_job(params string[] args)
    {
        Bind(JobDefaults.Count, args).LeavesWay.Should().BeTrue();
    }

    [Theory]
    [InlineData("-a", "MemoryMapped", "-t", "ThreadPoolFast")]
    [InlineData("-a", "MemoryMapped")]
    [InlineData("-t", "ThreadPoolFast")]
    [InlineData("-a", "Auto", "-t", "ThreadPool")]
    public void A_typed_access_or_threading_is_a_named_way_the_default_spelled_out_included(params string[] args)
    {
        Bind(JobDefaults.Count, args).LeavesWay.Should().BeFalse();
    }

    [Theory]
    [InlineData]
    [InlineData("-a", "Auto", "-t", "Auto")]
    [InlineData("-a", "MemoryMapped", "-t", "ThreadPoolFast")]
    [InlineData("-a", "FileStream")]
    public void With_no_buffer_size_typed_the_size_is_left_to_the_plan(params string[] args)
    {
        Bind(JobDefaults.Count, args).BlockSize.Should().BeNull();
    }

    [Fact]
    public void A_typed_buffer_size_is_the_size_under_auto_too()
    {
        Bind(JobDefaults.Count, "-a", "Auto", "-t", "Auto", "-b", "64K").BlockSize.Should().Be(64 << 10);
    }

    [Fact]
    public void Wc_typed_out_as_its_help_shows_runs_the_plan_its_default_runs()
    {
        ProcessingOptions typed = Bind(JobDefaults.Count, "-a", "MemoryMapped", "-t", "ThreadPoolFast");
        RunPlan named = AutoPlanner.Resolve(typed, CountJob.AutoPolicy, CachedFile, Machine);
        RunPlan left = AutoPlanner.Resolve(Bind(JobDefaults.Count), CountJob.AutoPolicy, CachedFile, Machine);

        (named.Access, named.Threading, named.Kernel, named.BlockSize, named.Workers)
            .Should().Be((left.Access, left.Threading, left.Kernel, left.BlockSize, left.Workers));
    }

    private static ProcessingOptions Bind(ProcessingOptions defaults, params string[] args)
    {
        var strategy = new StrategyArguments(defaults);
        var command = new RootCommand();
        strategy.AddTo(command);
        return strategy.Bind(command.Parse(args));
    }
}

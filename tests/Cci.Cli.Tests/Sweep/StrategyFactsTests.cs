using Cci.Cli.Sweep;
using Cci.Core.Access;
using Cci.Core.Kernels;
using Cci.Core.Threading;

namespace Cci.Cli.Tests;

/// <summary>The sweep lays out its grid from the public enums (<see cref="StrategyFacts"/>): every fact must be the engine's own, value by value.</summary>
public sealed class StrategyFactsTests
{
    public static TheoryData<AccessMethod> EveryAccess => [.. Enum.GetValues<AccessMethod>()];

    public static TheoryData<ThreadingMethod> EveryThreading => [.. Enum.GetValues<ThreadingMethod>()];

    [Theory]
    [MemberData(nameof(EveryAccess))]
    public void Each_access_method_has_the_engines_capabilities(AccessMethod method)
    {
        StrategyFacts.HasNoIoToOverlap(method).Should().Be(AccessCatalog.HasNoIoToOverlap(method));
        StrategyFacts.SinglePassWhenSequential(method).Should().Be(AccessCatalog.SinglePassWhenSequential(method));
        StrategyFacts.ReadsUnbuffered(method).Should().Be(AccessCatalog.ReadsUnbuffered(method));
    }

    [Theory]
    [MemberData(nameof(EveryThreading))]
    public void Each_threading_method_has_the_engines_capabilities(ThreadingMethod method)
    {
        StrategyFacts.RunsInFileOrder(method).Should().Be(SchedulerCatalog.RunsInFileOrder(method));
        StrategyFacts.OverlapsIo(method).Should().Be(SchedulerCatalog.OverlapsIo(method));
    }

    [Fact]
    public void All_means_what_the_catalogs_say_it_means()
    {
        StrategyFacts.SweptByAll.Should().Equal(AccessCatalog.SweptByAll).And.NotContain([AccessMethod.ViewAccessor, AccessMethod.Auto]);
        StrategyFacts.NamedAccess.Should().Equal(AccessCatalog.Named);
        StrategyFacts.NamedThreading.Should().Equal(SchedulerCatalog.Named);
    }

    [Fact]
    public void The_widest_kernel_is_the_one_fast_runs()
    {
        StrategyFacts.WidestKernel.Should().Be(KernelCatalog.Widest.Method);
    }
}

using Cci.Cli.Sweep;
using Cci.Core.Access;
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
        StrategyFacts.HasNoIoToOverlap(method).Should().Be(method != AccessMethod.Auto && !AccessCatalog.For(method).OverlapsIo);
        StrategyFacts.SinglePassWhenSequential(method).Should().Be(method != AccessMethod.Auto && AccessCatalog.For(method).SinglePassWhenSequential);
        StrategyFacts.ReadsUnbuffered(method).Should().Be(method != AccessMethod.Auto && AccessCatalog.For(method).ReadsUnbuffered);
    }

    [Theory]
    [MemberData(nameof(EveryThreading))]
    public void Each_threading_method_has_the_engines_capabilities(ThreadingMethod method)
    {
        StrategyFacts.RunsInFileOrder(method).Should().Be(method != ThreadingMethod.Auto && SchedulerCatalog.For(method).RunsInFileOrder);
        StrategyFacts.OverlapsIo(method).Should().Be(method != ThreadingMethod.Auto && SchedulerCatalog.For(method).OverlapsIo);
    }

    [Fact]
    public void All_means_what_the_catalogs_say_it_means()
    {
        StrategyFacts.SweptByAll.Should().Equal(AccessCatalog.Methods.Where(m => m is not (AccessMethod.Auto or AccessMethod.ViewAccessor)));
        StrategyFacts.NamedAccess.Should().Equal(AccessCatalog.Methods.Where(m => m != AccessMethod.Auto));
        StrategyFacts.NamedThreading.Should().Equal(SchedulerCatalog.Methods.Where(m => m != ThreadingMethod.Auto));
    }
}

using Cci.Core.Access;
using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Planning;
using Cci.Core.Threading;
using Cci.Unsafe;

namespace Cci.Core.Tests;

/// <summary>
/// The public description of the strategies (<see cref="StrategyCatalog"/>) is what the engine does: every value named once
/// in its order, each value's traits those its strategy and scheduler act on, the refusals the runs make, and the cached
/// defaults the Auto policies run.
/// </summary>
public sealed class StrategyCatalogTests
{
    private static readonly InputProfile CachedFile = new(640_000_000, 1.0);
    private static readonly MachineProfile Machine = new(4, 16L << 30, takesIoUring: true);

    public static TheoryData<AccessMethod> EveryAccess => [.. Enum.GetValues<AccessMethod>()];

    public static TheoryData<ThreadingMethod> EveryThreading => [.. Enum.GetValues<ThreadingMethod>()];

    public static TheoryData<KernelMethod> EveryKernel => [.. Enum.GetValues<KernelMethod>()];

    [Fact]
    public void Each_axis_names_every_value_once_with_the_chosen_one_last()
    {
        StrategyCatalog.AccessMethods.Should().BeEquivalentTo(Enum.GetValues<AccessMethod>()).And.OnlyHaveUniqueItems();
        StrategyCatalog.AccessMethods[^1].Should().Be(AccessMethod.Auto);
        StrategyCatalog.ThreadingMethods.Should().BeEquivalentTo(Enum.GetValues<ThreadingMethod>()).And.OnlyHaveUniqueItems();
        StrategyCatalog.ThreadingMethods[^1].Should().Be(ThreadingMethod.Auto);
        StrategyCatalog.KernelMethods.Should().Equal(KernelMethod.Scalar, KernelMethod.Vector128, KernelMethod.Vector256, KernelMethod.Vector512, KernelMethod.Fast);
    }

    [Fact]
    public void The_orders_are_the_ones_the_tool_names_the_values_in()
    {
        StrategyCatalog.AccessMethods.Should().Equal(
            AccessMethod.FileStream, AccessMethod.MemoryMapped, AccessMethod.RandomAccess, AccessMethod.MappedRead, AccessMethod.Unbuffered,
            AccessMethod.ViewAccessor, AccessMethod.IoUring, AccessMethod.IoUringUnbuffered, AccessMethod.Auto);
        StrategyCatalog.ThreadingMethods.Should().Equal(
            ThreadingMethod.None, ThreadingMethod.MultiThreaded, ThreadingMethod.ThreadPool, ThreadingMethod.Overlapped, ThreadingMethod.Auto);
    }

    [Theory]
    [MemberData(nameof(EveryAccess))]
    public void Each_access_methods_traits_are_what_its_strategy_does(AccessMethod method)
    {
        AccessTraits traits = StrategyCatalog.Traits(method);
        if (method == AccessMethod.Auto)
        {
            traits.Should().Be(AccessTraits.None, "Auto is decided per run");
            return;
        }

        IAccessStrategy strategy = AccessCatalog.For(method);
        traits.HasFlag(AccessTraits.SinglePassWhenSequential).Should().Be(strategy.SinglePassWhenSequential);
        traits.HasFlag(AccessTraits.MapsInput).Should().Be(strategy.MapsInput);
        traits.HasFlag(AccessTraits.MapsOutput).Should().Be(strategy.MapsOutput);
        traits.HasFlag(AccessTraits.ReadsUnbuffered).Should().Be(strategy.ReadsUnbuffered);
        traits.HasFlag(AccessTraits.OverlapsIo).Should().Be(strategy.OverlapsIo);
        traits.HasFlag(AccessTraits.QueuesIo).Should().Be(strategy.QueuesIo);
    }

    [Fact]
    public void The_traits_say_what_each_method_is_known_to_do()
    {
        StrategyCatalog.Traits(AccessMethod.FileStream).Should().Be(AccessTraits.OverlapsIo);
        StrategyCatalog.Traits(AccessMethod.MemoryMapped).Should().HaveFlag(AccessTraits.SinglePassWhenSequential).And.HaveFlag(AccessTraits.MapsInput);
        StrategyCatalog.Traits(AccessMethod.Unbuffered).Should().HaveFlag(AccessTraits.ReadsUnbuffered).And.HaveFlag(AccessTraits.OverlapsIo);
        StrategyCatalog.Traits(AccessMethod.IoUring).Should().Be(AccessTraits.QueuesIo);
        StrategyCatalog.Traits(AccessMethod.IoUringUnbuffered).Should().Be(AccessTraits.QueuesIo | AccessTraits.ReadsUnbuffered);
        StrategyCatalog.Traits(ThreadingMethod.None).Should().Be(ThreadingTraits.RunsInFileOrder);
        StrategyCatalog.Traits(ThreadingMethod.Overlapped).Should().Be(ThreadingTraits.RunsInFileOrder | ThreadingTraits.OverlapsIo);
        StrategyCatalog.Traits(ThreadingMethod.ThreadPool).Should().Be(ThreadingTraits.None);
    }

    [Theory]
    [MemberData(nameof(EveryThreading))]
    public void Each_threading_methods_traits_are_what_its_scheduler_does(ThreadingMethod method)
    {
        ThreadingTraits traits = StrategyCatalog.Traits(method);
        if (method == ThreadingMethod.Auto)
        {
            traits.Should().Be(ThreadingTraits.None, "Auto is decided per run");
            return;
        }

        IWorkerScheduler scheduler = SchedulerCatalog.For(method);
        traits.HasFlag(ThreadingTraits.RunsInFileOrder).Should().Be(scheduler.RunsInFileOrder);
        traits.HasFlag(ThreadingTraits.OverlapsIo).Should().Be(scheduler.OverlapsIo);
    }

    [Fact]
    public void A_value_that_is_no_method_has_no_traits()
    {
        FluentActions.Invoking(() => StrategyCatalog.Traits((AccessMethod)99)).Should().Throw<ArgumentOutOfRangeException>();
        FluentActions.Invoking(() => StrategyCatalog.Traits((ThreadingMethod)99)).Should().Throw<ArgumentOutOfRangeException>();
    }

    [Theory]
    [MemberData(nameof(EveryAccess))]
    public void An_access_method_is_refused_only_where_the_machine_refuses_what_it_runs_on(AccessMethod method)
    {
        string? refusal = StrategyCatalog.Refusal(method);
        if (StrategyCatalog.Traits(method).HasFlag(AccessTraits.QueuesIo) && IoRing.UnavailableReason() is string reason)
        {
            refusal.Should().Be($"cannot use -a {method}: {reason}; use another -a");
        }
        else
        {
            refusal.Should().BeNull();
        }
    }

    [Theory]
    [MemberData(nameof(EveryKernel))]
    public void A_kernel_is_refused_only_where_the_cpu_does_not_accelerate_it(KernelMethod kernel)
    {
        string? refusal = StrategyCatalog.Refusal(kernel);

        (refusal is null).Should().Be(KernelSupport.IsSupported(kernel));
        if (refusal is not null)
        {
            refusal.Should().StartWith($"kernel {kernel} is not accelerated on this machine");
        }
    }

    [Fact]
    public void The_scalar_and_the_fast_kernel_are_never_refused()
    {
        StrategyCatalog.Refusal(KernelMethod.Scalar).Should().BeNull();
        StrategyCatalog.Refusal(KernelMethod.Fast).Should().BeNull();
    }

    [Fact]
    public void Compares_cached_default_is_what_its_Auto_runs_for_cached_files()
    {
        RunPlan plan = AutoPlanner.Resolve(ProcessingOptions.Default, CompareRequest.AutoPolicy, CachedFile, Machine);
        ProcessingOptions cached = StrategyCatalog.CachedCompare;

        (plan.Access, plan.Threading, plan.Kernel, (int?)plan.BlockSize).Should().Be((cached.Access, cached.Threading, cached.Kernel, cached.BlockSize));
        (cached.Access, cached.Threading, cached.Kernel, cached.BlockSize).Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, KernelMethod.Fast, (int?)(1 << 20)));
    }

    [Fact]
    public void Wcs_cached_default_is_what_its_Auto_runs_for_cached_files()
    {
        RunPlan plan = AutoPlanner.Resolve(ProcessingOptions.Default, CountJob.AutoPolicy, CachedFile, Machine);
        ProcessingOptions cached = StrategyCatalog.CachedCount;

        (plan.Access, plan.Threading, plan.Kernel, (int?)plan.BlockSize).Should().Be((cached.Access, cached.Threading, cached.Kernel, cached.BlockSize));
        (cached.Access, cached.Threading, cached.Kernel, cached.BlockSize).Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, KernelMethod.Fast, (int?)(1 << 20)));
    }
}

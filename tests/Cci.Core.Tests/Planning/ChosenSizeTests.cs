using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Engine;
using Cci.Core.Transforms;
using Cci.Core.Planning;

namespace Cci.Core.Tests.Planning;

/// <summary>A buffer size or thread count not given is the planner's choice for the access and threading that run, marked chosen.</summary>
public sealed class ChosenSizeTests
{
    private const long GiB = 1L << 30;

    private static readonly MachineProfile Machine = new(2, 16 * GiB);

    private static StrategyOptions Resolve(StrategyOptions strategy, long? size = 640_000_000) =>
        AutoPlanner.Resolve(strategy, new TransformAutoPolicy(overwrite: false), InputProfile.OfSize(size), Machine).Strategy;

    [Fact]
    public void The_transform_defaults_to_Auto_with_the_widest_kernel()
    {
        TransformRequest.DefaultStrategy.Should().Match<StrategyOptions>(s =>
            s.Access == AccessMethod.Auto && s.Threading == ThreadingMethod.Auto && s.Kernel == KernelMethod.Fast && s.BufferSize == null && s.Threads == null);
    }

    [Fact]
    public void The_baseline_is_FileStream_without_threads_scalar_in_4_KiB_blocks()
    {
        TransformRequest.Baseline.Should().Match<StrategyOptions>(s =>
            s.Access == AccessMethod.FileStream && s.Threading == ThreadingMethod.None && s.Kernel == KernelMethod.Scalar && s.BufferSize == 4096);
    }

    [Fact]
    public void Mapped_on_the_pool_without_a_size_gets_the_mapped_stripe_size_for_every_core()
    {
        StrategyOptions resolved = Resolve(new StrategyOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.ThreadPool, Kernel = KernelMethod.Fast });

        resolved.BufferSize.Should().Be(TransformAutoPolicy.MappedStripeSize).And.BeGreaterThanOrEqualTo(64 << 10);
        resolved.Threads.Should().Be(2);
        (resolved.Access, resolved.Threading, resolved.BufferSizeChosen, resolved.ThreadsChosen).Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, true, true));
    }

    [Fact]
    public void Positional_on_the_pool_without_a_size_gets_the_striped_block_size_for_every_core()
    {
        StrategyOptions resolved = Resolve(new StrategyOptions { Access = AccessMethod.RandomAccess, Threading = ThreadingMethod.ThreadPool, Kernel = KernelMethod.Fast });

        resolved.BufferSize.Should().Be(TransformAutoPolicy.StripeSize);
        (resolved.Access, resolved.BufferSizeChosen).Should().Be((AccessMethod.RandomAccess, true));
    }

    [Fact]
    public void One_sequential_worker_without_a_size_streams_in_the_stream_block()
    {
        StrategyOptions resolved = Resolve(new StrategyOptions { Access = AccessMethod.FileStream, Threading = ThreadingMethod.None });

        (resolved.BufferSize, resolved.Threads, resolved.BufferSizeChosen).Should().Be((TransformAutoPolicy.StreamBlock, 1, true));
    }

    [Fact]
    public void A_size_and_count_given_are_kept_and_not_marked_chosen_even_under_Auto()
    {
        StrategyOptions given = new() { Access = AccessMethod.Auto, Threading = ThreadingMethod.Auto, BufferSize = 4096, Threads = 3 };

        StrategyOptions resolved = Resolve(given);

        (resolved.BufferSize, resolved.Threads, resolved.BufferSizeChosen, resolved.ThreadsChosen).Should().Be((4096, 3, false, false));
    }

    [Fact]
    public void A_strategy_with_everything_given_needs_no_plan()
    {
        StrategyOptions given = TransformRequest.Baseline with { Threads = 1 };

        AutoPlanner.Resolve(given, new TransformAutoPolicy(overwrite: false), InputProfile.OfSize(640_000_000), Machine).Should().Be((given, (string?)null));
    }

    [Fact]
    public void Compare_and_wc_choose_their_own_sizes_when_none_are_given()
    {
        StrategyOptions compare = AutoPlanner.Resolve(CompareRequest.DefaultStrategy, CompareRequest.AutoPolicy, InputProfile.OfSize(null), Machine).Strategy;
        StrategyOptions wc = AutoPlanner.Resolve(
            CountJob.DefaultStrategy with { Access = AccessMethod.FileStream, BufferSize = null }, CountJob.AutoPolicy, InputProfile.OfSize(null), Machine).Strategy;

        (compare.BufferSize, compare.Threads, compare.BufferSizeChosen).Should().Be((CompareRequest.StripeSize, 2, true));
        (wc.BufferSize, wc.BufferSizeChosen).Should().Be((CountJob.DefaultBufferSize, true));
    }

    [Fact]
    public void Wc_by_default_keeps_its_measured_256_KiB_stripes_and_chooses_the_workers()
    {
        StrategyOptions wc = AutoPlanner.Resolve(CountJob.DefaultStrategy, CountJob.AutoPolicy, InputProfile.OfSize(640_000_000), Machine).Strategy;

        (wc.Access, wc.Threading, wc.BufferSize, wc.BufferSizeChosen, wc.Threads, wc.ThreadsChosen)
            .Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, 256 << 10, false, 2, true));
    }

    [Fact]
    public void A_run_refuses_a_strategy_whose_sizes_were_never_resolved()
    {
        Action run = () => _ = new StrategyOptions().ResolvedBufferSize;

        run.Should().Throw<InvalidOperationException>();
    }
}

using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Transforms;
using Cci.Core.Planning;

namespace Cci.Core.Tests.Planning;

/// <summary>A block size or worker count not given is the planner's choice for the access and threading that run, marked chosen.</summary>
public sealed class ChosenSizeTests
{
    private const long GiB = 1L << 30;

    private static readonly MachineProfile Machine = new(2, 16 * GiB);

    private static RunPlan Resolve(ProcessingOptions asked, long? size = 640_000_000) =>
        AutoPlanner.Resolve(asked, new TransformAutoPolicy(overwrite: false), InputProfile.OfSize(size), Machine);

    [Fact]
    public void The_transform_defaults_to_Auto_with_the_widest_kernel()
    {
        TransformRequest.DefaultStrategy.Should().Match<ProcessingOptions>(s =>
            s.Access == AccessMethod.Auto && s.Threading == ThreadingMethod.Auto && s.Kernel == KernelMethod.Fast && s.BlockSize == null && s.Workers == null);
    }

    [Fact]
    public void The_baseline_is_FileStream_without_threads_scalar_in_4_KiB_blocks()
    {
        TransformRequest.Baseline.Should().Match<ProcessingOptions>(s =>
            s.Access == AccessMethod.FileStream && s.Threading == ThreadingMethod.None && s.Kernel == KernelMethod.Scalar && s.BlockSize == 4096);
    }

    [Fact]
    public void Mapped_on_the_pool_without_a_size_gets_the_mapped_stripe_size_for_every_core()
    {
        RunPlan resolved = Resolve(new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.ThreadPool, Kernel = KernelMethod.Fast });

        resolved.BlockSize.Should().Be(TransformAutoPolicy.MappedStripeSize).And.BeGreaterThanOrEqualTo(64 << 10);
        resolved.Workers.Should().Be(2);
        (resolved.Access, resolved.Threading, resolved.BlockSizeChosen, resolved.WorkersChosen).Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, true, true));
    }

    [Fact]
    public void Positional_on_the_pool_without_a_size_gets_the_striped_block_size_for_every_core()
    {
        RunPlan resolved = Resolve(new ProcessingOptions { Access = AccessMethod.RandomAccess, Threading = ThreadingMethod.ThreadPool, Kernel = KernelMethod.Fast });

        resolved.BlockSize.Should().Be(TransformAutoPolicy.StripeSize);
        (resolved.Access, resolved.BlockSizeChosen).Should().Be((AccessMethod.RandomAccess, true));
    }

    [Fact]
    public void One_sequential_worker_without_a_size_streams_in_the_stream_block()
    {
        RunPlan resolved = Resolve(new ProcessingOptions { Access = AccessMethod.FileStream, Threading = ThreadingMethod.None, Kernel = KernelMethod.Scalar });

        (resolved.BlockSize, resolved.Workers, resolved.BlockSizeChosen).Should().Be((TransformAutoPolicy.StreamBlock, 1, true));
    }

    [Fact]
    public void A_size_and_count_given_are_kept_and_not_marked_chosen_even_under_Auto()
    {
        ProcessingOptions given = new() { Access = AccessMethod.Auto, Threading = ThreadingMethod.Auto, Kernel = KernelMethod.Scalar, BlockSize = 4096, Workers = 3 };

        RunPlan resolved = Resolve(given);

        (resolved.BlockSize, resolved.Workers, resolved.BlockSizeChosen, resolved.WorkersChosen).Should().Be((4096, 3, false, false));
    }

    [Fact]
    public void A_strategy_with_everything_given_needs_no_plan()
    {
        ProcessingOptions given = TransformRequest.Baseline with { Workers = 1 };

        AutoPlanner.Resolve(given, new TransformAutoPolicy(overwrite: false), () => throw new InvalidOperationException("measured"), Machine).Should().Be(
            new RunPlan(AccessMethod.FileStream, ThreadingMethod.None, KernelMethod.Scalar, 4096, 1));
    }

    [Fact]
    public void Compare_and_wc_choose_their_own_sizes_when_none_are_given()
    {
        RunPlan compare = AutoPlanner.Resolve(CompareRequest.DefaultStrategy, CompareRequest.AutoPolicy, InputProfile.OfSize(null), Machine);
        RunPlan wc = AutoPlanner.Resolve(
            CountJob.DefaultStrategy with { Access = AccessMethod.FileStream, BlockSize = null }, CountJob.AutoPolicy, InputProfile.OfSize(null), Machine);

        (compare.BlockSize, compare.Workers, compare.BlockSizeChosen).Should().Be((CompareRequest.StripeSize, 2, true));
        (wc.BlockSize, wc.BlockSizeChosen).Should().Be((CountJob.DefaultBufferSize, true));
    }

    [Fact]
    public void Wc_by_default_chooses_its_measured_1_MiB_stripes_and_the_workers()
    {
        RunPlan wc = AutoPlanner.Resolve(CountJob.DefaultStrategy, CountJob.AutoPolicy, InputProfile.OfSize(640_000_000), Machine);

        (wc.Access, wc.Threading, wc.BlockSize, wc.BlockSizeChosen, wc.Workers, wc.WorkersChosen)
            .Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, 1 << 20, true, 2, true));
    }
}

using Cci.Core.Transforms;
using Cci.Core.Planning;

namespace Cci.Core.Tests.Planning;

public sealed class AutoPlannerTests
{
    private const long GiB = 1L << 30;

    [Fact]
    public void A_file_under_32_MiB_is_read_without_mapping_in_stripes_for_every_core()
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: false).Plan(InputProfile.OfSize(10 << 20), new MachineProfile(8, 16 * GiB));

        (plan.Access, plan.Threading, plan.Workers, plan.BlockSize).Should().Be(
            (AccessMethod.FileStream, ThreadingMethod.MultiThreaded, 8, TransformAutoPolicy.SmallFileStripe));
    }

    [Theory]
    [InlineData(1)]
    [InlineData(2)]
    [InlineData(16)]
    public void A_file_that_fits_in_free_memory_is_mapped_with_one_thread_per_core(int cores)
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: false).Plan(InputProfile.OfSize(640_000_000), new MachineProfile(cores, 16 * GiB));

        (plan.Access, plan.Threading, plan.Kernel, plan.Workers).Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.MultiThreaded, KernelMethod.Fast, cores));
    }

    [Fact]
    public void A_file_larger_than_free_memory_is_streamed_with_big_blocks_on_every_core()
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: false).Plan(InputProfile.OfSize(100 * GiB), new MachineProfile(4, 16 * GiB));

        (plan.Access, plan.Threading, plan.Workers, plan.BlockSize).Should().Be((AccessMethod.FileStream, ThreadingMethod.MultiThreaded, 4, 1 << 20));
    }

    [Fact]
    public void A_stream_of_unknown_length_gets_one_sequential_pass()
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: false).Plan(InputProfile.OfSize(null), new MachineProfile(4, 16 * GiB));

        (plan.Access, plan.Threading).Should().Be((AccessMethod.FileStream, ThreadingMethod.None));
    }

    [Fact]
    public void Auto_access_alone_keeps_the_threading_buffer_and_threads_given()
    {
        var options = new ProcessingOptions { Access = AccessMethod.Auto, Threading = ThreadingMethod.ThreadPool, BlockSize = 512, Workers = 3, Kernel = KernelMethod.Scalar };

        RunPlan resolved = AutoPlanner.Resolve(options, new TransformAutoPolicy(overwrite: false), InputProfile.OfSize(640_000_000), new MachineProfile(2, 16 * GiB));

        (resolved.Access, resolved.Threading, resolved.Kernel, resolved.BlockSize, resolved.Workers, resolved.BlockSizeChosen, resolved.WorkersChosen)
            .Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, KernelMethod.Scalar, 512, 3, false, false));
        resolved.AutoNote.Should().StartWith("auto: ");
    }

    [Theory]
    [InlineData(KernelMethod.Vector128)]
    [InlineData(KernelMethod.Vector256)]
    public void Auto_threading_keeps_a_vector_width_the_user_named(KernelMethod kernel)
    {
        var options = new ProcessingOptions { Access = AccessMethod.Auto, Threading = ThreadingMethod.Auto, Kernel = kernel };

        RunPlan resolved = AutoPlanner.Resolve(options, new TransformAutoPolicy(overwrite: false), InputProfile.OfSize(640_000_000), new MachineProfile(2, 16 * GiB));

        resolved.Kernel.Should().Be(kernel);
    }

    [Fact]
    public void A_strategy_without_Auto_is_left_as_it_is_with_no_reason()
    {
        var options = new ProcessingOptions { Access = AccessMethod.RandomAccess, Threading = ThreadingMethod.ThreadPool, BlockSize = 65536, Workers = 2, Kernel = KernelMethod.Scalar };

        AutoPlanner.Resolve(options, new TransformAutoPolicy(overwrite: false), InputProfile.OfSize(640_000_000)).Should().Be(
            new RunPlan(AccessMethod.RandomAccess, ThreadingMethod.ThreadPool, KernelMethod.Scalar, 65536, 2) { Reason = null });
    }

    [Fact]
    public void Compare_and_wc_resolve_Auto_to_their_own_measured_best()
    {
        // The kernel left to Auto (Fast), as the library's defaults leave it: a kernel named is kept.
        var auto = new ProcessingOptions { Access = AccessMethod.Auto, Threading = ThreadingMethod.Auto, Kernel = KernelMethod.Fast };
        var machine = new MachineProfile(2, 16 * GiB);

        AutoPlanner.Resolve(auto, Cci.Core.Compare.CompareRequest.AutoPolicy, InputProfile.OfSize(null), machine).Should().Be(
            new RunPlan(AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, KernelMethod.Fast, Cci.Core.Compare.CompareRequest.StripeSize, 2)
            {
                BlockSizeChosen = true,
                WorkersChosen = true,
                Reason = "compare's measured best: mapped, on the thread pool",
            });
        AutoPlanner.Resolve(auto, Cci.Core.Count.CountJob.AutoPolicy, InputProfile.OfSize(null), machine)
            .Should().Match<RunPlan>(p => p.Access == AccessMethod.MemoryMapped && p.Threading == ThreadingMethod.ThreadPool && p.Kernel == KernelMethod.Fast
                && p.BlockSize == Cci.Core.Count.CountAutoPolicy.MappedStripe && p.Workers == 2 && p.BlockSizeChosen && p.WorkersChosen);
    }

    [Fact]
    public void Wc_auto_maps_in_1_MiB_stripes_so_files_up_to_that_are_read_whole()
    {
        RunPlan plan = new Cci.Core.Count.CountAutoPolicy().Plan(InputProfile.OfSize(null), new MachineProfile(2, 16 * GiB));

        plan.Access.Should().Be(AccessMethod.MemoryMapped);
        plan.Threading.Should().Be(ThreadingMethod.ThreadPool);
        plan.BlockSize.Should().Be(1 << 20);
        plan.Workers.Should().Be(2);
    }

    [Theory]
    [InlineData(AccessMethod.FileStream)]
    [InlineData(AccessMethod.RandomAccess)]
    [InlineData(AccessMethod.Unbuffered)]
    [InlineData(AccessMethod.ViewAccessor)]
    public void Wc_auto_threading_for_an_access_that_reads_into_buffers_keeps_small_blocks(AccessMethod access)
    {
        var options = new ProcessingOptions { Access = access, Threading = ThreadingMethod.Auto, Kernel = KernelMethod.Scalar };

        RunPlan resolved = AutoPlanner.Resolve(options, Cci.Core.Count.CountJob.AutoPolicy, InputProfile.OfSize(null), new MachineProfile(2, 16 * GiB));

        resolved.Access.Should().Be(access);
        resolved.BlockSize.Should().Be(Cci.Core.Count.CountJob.DefaultBufferSize);
    }

    [Fact]
    public void Wc_auto_threading_for_a_mapping_access_keeps_the_mapped_stripe()
    {
        var options = new ProcessingOptions { Access = AccessMethod.MappedRead, Threading = ThreadingMethod.Auto, Kernel = KernelMethod.Scalar };

        RunPlan resolved = AutoPlanner.Resolve(options, Cci.Core.Count.CountJob.AutoPolicy, InputProfile.OfSize(null), new MachineProfile(2, 16 * GiB));

        resolved.Access.Should().Be(AccessMethod.MappedRead);
        resolved.BlockSize.Should().Be(Cci.Core.Count.CountAutoPolicy.MappedStripe);
    }

    [Fact]
    public void Auto_threading_alone_keeps_the_access_given()
    {
        var options = new ProcessingOptions { Access = AccessMethod.FileStream, Threading = ThreadingMethod.Auto, Kernel = KernelMethod.Scalar };

        RunPlan resolved = AutoPlanner.Resolve(options, new TransformAutoPolicy(overwrite: false), InputProfile.OfSize(640_000_000), new MachineProfile(2, 16 * GiB));

        (resolved.Access, resolved.Threading, resolved.Workers).Should().Be((AccessMethod.FileStream, ThreadingMethod.MultiThreaded, 2));
    }

    [Fact]
    public void A_file_written_in_place_that_fits_in_memory_goes_to_FileStream_on_the_thread_pool()
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: true).Plan(InputProfile.OfSize(640_000_000), new MachineProfile(2, 16 * GiB));

        plan.Access.Should().Be(AccessMethod.FileStream);
        plan.Threading.Should().Be(ThreadingMethod.ThreadPool);
        plan.Kernel.Should().Be(KernelMethod.Fast);
        plan.Reason.Should().Contain("in place");
    }

    [Fact]
    public void A_cold_input_is_read_with_positional_reads_on_the_pool()
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: false).Plan(new InputProfile(640_000_000, 0.02), new MachineProfile(2, 16 * GiB));

        (plan.Access, plan.Threading, plan.Kernel).Should().Be((TransformAutoPolicy.ColdAccess, TransformAutoPolicy.ColdThreading, KernelMethod.Fast));
    }

    [Fact]
    public void The_reason_says_how_much_of_the_input_was_cached()
    {
        new TransformAutoPolicy(overwrite: false).Plan(new InputProfile(640_000_000, 0.02), new MachineProfile(2, 16 * GiB))
            .Reason.Should().StartWith("input 2% cached; ");
    }

    [Fact]
    public void A_warm_input_keeps_the_warm_rules()
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: false).Plan(new InputProfile(640_000_000, 1.0), new MachineProfile(2, 16 * GiB));

        (plan.Access, plan.Threading).Should().Be((AccessMethod.MemoryMapped, ThreadingMethod.MultiThreaded));
        plan.Reason.Should().StartWith("input 100% cached; ");
    }

    [Fact]
    public void A_small_cold_input_stays_on_the_thread_pool_with_filestream()
    {
        RunPlan plan = new TransformAutoPolicy(overwrite: false).Plan(new InputProfile(100_000, 0.0), new MachineProfile(2, 16 * GiB));

        plan.Access.Should().Be(AccessMethod.FileStream);
    }

    [Fact]
    public void Measuring_a_file_just_written_and_evicted_finds_it_cold()
    {
        Assert.SkipUnless(Cci.Unsafe.PageCache.CanEvict, "the page cache can be evicted and inspected on Linux only");
        string path = Path.GetTempFileName();
        try
        {
            File.WriteAllBytes(path, new byte[8 << 20]);
            using (var file = File.OpenHandle(path))
            {
                Cci.Unsafe.PageCache.Evict(file);
                var input = new Cci.Core.Files.InputFile(path, file, 8 << 20);
                InputProfile.Measure(input).IsCold.Should().BeTrue();
                _ = File.ReadAllBytes(path);
                InputProfile.Measure(input).IsCold.Should().BeFalse();
            }
        }
        finally
        {
            File.Delete(path);
        }
    }

    [Fact]
    public void Auto_never_chooses_the_view_accessor_for_any_job_size_or_machine()
    {
        IAutoPolicy[] policies = [new TransformAutoPolicy(overwrite: false), new TransformAutoPolicy(overwrite: true), Cci.Core.Compare.CompareRequest.AutoPolicy, Cci.Core.Count.CountJob.AutoPolicy];
        long?[] sizes = [null, 0, 1, TransformAutoPolicy.SmallFile - 1, TransformAutoPolicy.SmallFile, 640_000_000, 100 * GiB];
        MachineProfile[] machines = [new(1, 0), new(2, 1 * GiB), new(16, 16 * GiB), new(128, 1024 * GiB)];

        var chosen = from policy in policies from size in sizes from machine in machines select policy.Plan(InputProfile.OfSize(size), machine).Access;

        chosen.Should().NotContain(AccessMethod.ViewAccessor).And.NotContain(AccessMethod.Auto);
    }
}

using Cci.Core.Access;
using Cci.Core.Count;
using Cci.Core.Planning;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Count;

/// <summary>
/// wc's one large file counted alone, with the way of reading left to wc: read through io_uring when it is mostly not in the
/// page cache and the machine makes rings; every other case keeps the plan made before the file was open.
/// </summary>
public sealed class ColdFileAloneTests : IDisposable
{
    private const long Size = CountAutoPolicy.ColdCheck;
    private const long GiB = 1L << 30;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void A_cold_file_on_a_machine_with_rings_is_read_by_one_worker_through_io_uring()
    {
        RunPlan? plan = CountAutoPolicy.ForFileAlone(new InputProfile(Size, 0.02), new MachineProfile(2, 16 * GiB, takesIoUring: true), CountJob.DefaultStrategy);

        (plan!.Access, plan.Threading, plan.BlockSize, plan.Workers).Should().Be((AccessMethod.IoUring, ThreadingMethod.None, CountAutoPolicy.ColdBlock, 1));
        plan.Reason.Should().StartWith("input 2% cached; ");
    }

    [Fact]
    public void The_cold_plan_keeps_the_kernel_and_queue_depth_asked_for()
    {
        ProcessingOptions asked = CountJob.DefaultStrategy with { Kernel = KernelMethod.Scalar, QueueDepth = 9 };

        RunPlan? plan = CountAutoPolicy.ForFileAlone(new InputProfile(Size, 0.0), new MachineProfile(2, 16 * GiB, takesIoUring: true), asked);

        (plan!.Kernel, plan.QueueDepth).Should().Be((KernelMethod.Scalar, 9));
    }

    [Theory]
    [InlineData(0.02, false)]
    [InlineData(0.9, true)]
    [InlineData(null, true)]
    public void A_warm_file_an_unknown_one_or_a_machine_without_rings_keeps_the_run_s_plan(double? cached, bool takesIoUring)
    {
        CountAutoPolicy.ForFileAlone(new InputProfile(Size, cached), new MachineProfile(2, 16 * GiB, takesIoUring), CountJob.DefaultStrategy)
            .Should().BeNull();
    }

    [Fact]
    public void Wc_of_one_cold_large_file_reports_io_uring_and_counts_as_the_reference()
    {
        RequireEvictionAndRings();
        byte[] text = WcReference.Text((int)Size, seed: 3);
        string path = _dir.Write("big.txt", text);
        Evict(path);

        Aggregated<FileCounts[]> counted = CountJob.RunReported([path], CountingOptions.Default, CountJob.DefaultStrategy, Stream.Null, null, default);

        counted.Report.Access.Should().Be(AccessMethod.IoUring);
        counted.Report.Note.Should().Contain("most of it must come from the disk");
        counted.Value.Single().Counts!.Value.Triple().Should().Be(WcReference.Of(text));
    }

    [Fact]
    public void Wc_c_of_one_cold_large_file_reads_nothing_so_it_measures_and_replans_nothing()
    {
        RequireEvictionAndRings();
        string path = _dir.Write("big.txt", WcReference.Text((int)Size, seed: 7));
        Evict(path);

        Aggregated<FileCounts[]> counted = CountJob.RunReported(
            [path], CountingOptions.Default with { Values = CountedValues.Bytes }, CountJob.DefaultStrategy, Stream.Null, null, default);

        counted.Value.Single().Counts!.Value.Bytes.Should().Be(Size);
        counted.Report.Access.Should().NotBe(AccessMethod.IoUring);
        (counted.Report.Note ?? string.Empty).Should().NotContain("cached");
    }

    [Theory]
    [InlineData(AccessMethod.FileStream)]
    [InlineData(AccessMethod.MemoryMapped)]
    public void A_way_of_reading_the_caller_named_is_kept_for_a_cold_file_wc_s_own_default_spelled_out_included(AccessMethod access)
    {
        RequireEvictionAndRings();
        string path = _dir.Write("big.txt", WcReference.Text((int)Size, seed: 4));
        Evict(path);
        var named = new ProcessingOptions { Access = access, Threading = ThreadingMethod.ThreadPool, BlockSize = CountJob.DefaultBufferSize };

        Aggregated<FileCounts[]> counted = CountJob.RunReported([path], CountingOptions.Default, named, Stream.Null, null, default);

        (counted.Report.Access, counted.Report.Threading).Should().Be((access, ThreadingMethod.ThreadPool));
    }

    [Fact]
    public void Cold_files_counted_together_keep_the_run_s_plan()
    {
        RequireEvictionAndRings();
        string first = _dir.Write("a.txt", WcReference.Text((int)Size, seed: 5));
        string second = _dir.Write("b.txt", WcReference.Text(1000, seed: 6));
        Evict(first);

        Aggregated<FileCounts[]> counted = CountJob.RunReported([first, second], CountingOptions.Default, CountJob.DefaultStrategy, Stream.Null, null, default);

        counted.Report.Access.Should().NotBe(AccessMethod.IoUring);
    }

    private static void RequireEvictionAndRings()
    {
        Assert.SkipUnless(PageCache.CanEvict, "no page cache control here");
        string? refused = AccessCatalog.Refusal(AccessMethod.IoUring);
        Assert.SkipWhen(refused is not null, $"this machine refuses io_uring, so wc never reads through it here: {refused}");
    }

    private static void Evict(string path)
    {
        using SafeFileHandle file = File.OpenHandle(path);
        PageCache.Evict(file);
    }
}

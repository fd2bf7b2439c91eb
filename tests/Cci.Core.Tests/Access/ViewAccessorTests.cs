using Cci.Core.Access;
using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Transforms;
using Cci.Core.Kernels;
using Cci.Core.Planning;
using Cci.Core.Tests.Compare;
using Cci.Core.Tests.Count;
using Cci.Core.Threading;

namespace Cci.Core.Tests.Access;

/// <summary>-a ViewAccessor: MemoryMappedFile and a MemoryMappedViewAccessor per view, the article's slow .NET way, byte-exact in every job.</summary>
public sealed class ViewAccessorTests : IDisposable
{
    private static readonly int[] Sizes = [0, 1, 511, 4095, 4096, 4097, 1_000_003];

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>Every threading method, with the plain kernel (a ReadByte and a Write per byte) and the widest SIMD one (ReadArray, WriteArray).</summary>
    public static TheoryData<ThreadingMethod, KernelMethod> ThreadingAndKernels()
    {
        var data = new TheoryData<ThreadingMethod, KernelMethod>();
        foreach (ThreadingMethod threading in SchedulerCatalog.Methods)
        {
            data.Add(threading, KernelMethod.Scalar);
            data.Add(threading, KernelMethod.Fast);
        }

        return data;
    }

    private static ProcessingOptions Strategy(ThreadingMethod threading, KernelMethod kernel, long viewSize = MemoryMappedAccess.DefaultViewSize) =>
        new() { Access = AccessMethod.ViewAccessor, Threading = threading, Kernel = kernel, BlockSize = 4096, Workers = 3, ViewSize = viewSize };

    [Theory]
    [MemberData(nameof(ThreadingAndKernels))]
    public void The_transform_of_every_size_matches_the_plain_reference(ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Sizes)
        {
            byte[] input = TestData.Random(size, seed: size);
            string inputPath = _dir.Write("in.bin", input);

            ProcessingReport report = TransformJob.Run(
                new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Shift = 11, Strategy = Strategy(threading, kernel) }, Stream.Null, Stream.Null);

            File.ReadAllBytes(_dir.File("out.bin")).Should().Equal(TestData.AddReference(input, 11), $"size {size}");
            report.Access.Should().Be(AccessMethod.ViewAccessor, $"size {size}");
        }

        _dir.Others("in.bin", "out.bin").Should().BeEmpty("no temporary file may be left behind");
    }

    [Theory]
    [MemberData(nameof(ThreadingAndKernels))]
    public void A_file_larger_than_a_view_is_transformed_view_by_view(ThreadingMethod threading, KernelMethod kernel)
    {
        // 1,000,003 bytes in views of 64 KiB (16 stripes each) or of 100,000 bytes (rounded down to 24 stripes): many views, a short last one.
        byte[] input = TestData.Random(1_000_003, seed: 5);
        string inputPath = _dir.Write("in.bin", input);
        foreach (long viewSize in new[] { RunBounds.MinViewSize, 100_000L })
        {
            ProcessingReport report = TransformJob.Run(
                new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Shift = -4, Strategy = Strategy(threading, kernel, viewSize) }, Stream.Null, Stream.Null);

            File.ReadAllBytes(_dir.File("out.bin")).Should().Equal(TestData.AddReference(input, -4), $"view size {viewSize}");
            report.ViewSize.Should().Be(viewSize);
        }
    }

    [Theory]
    [InlineData(KernelMethod.Scalar)]
    [InlineData(KernelMethod.Fast)]
    public void A_synced_output_flushes_its_views_and_keeps_the_bytes_exact(KernelMethod kernel)
    {
        byte[] input = TestData.Random(300_007, seed: 3);
        string inputPath = _dir.Write("in.bin", input);

        TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Shift = 1, Writing = new OutputOptions { Sync = true }, Strategy = Strategy(ThreadingMethod.ThreadPool, kernel, RunBounds.MinViewSize) },
            Stream.Null,
            Stream.Null);

        File.ReadAllBytes(_dir.File("out.bin")).Should().Equal(TestData.AddReference(input, 1));
    }

    [Theory]
    [MemberData(nameof(ThreadingAndKernels))]
    public void Compare_finds_a_mismatch_in_the_second_view(ThreadingMethod threading, KernelMethod kernel)
    {
        byte[] left = TestData.Random(200_000, seed: 8);
        int inSecondView = (int)RunBounds.MinViewSize + 4_321;
        byte[] right = CompareReference.WithMismatches(left, [inSecondView]);

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest(_dir.Write("left", left), _dir.Write("right", right), new ComparisonOptions { MaxDifferences = 8, Processing = Strategy(threading, kernel, RunBounds.MinViewSize) }, ComparisonMode.EveryDifference)
            {
                AvailableMemory = long.MaxValue,
            },
            Stream.Null,
            found);

        report.Streamed.Should().BeFalse();
        report.Report.Access.Should().Be(AccessMethod.ViewAccessor);
        found.Items.Should().Equal(new ByteDifference(inSecondView, left[inSecondView], right[inSecondView]));
    }

    [Theory]
    [MemberData(nameof(ThreadingAndKernels))]
    public void Compare_of_two_identical_files_of_every_size_finds_nothing(ThreadingMethod threading, KernelMethod kernel)
    {
        foreach (int size in Sizes)
        {
            byte[] bytes = TestData.Random(size, seed: size);

            ComparisonResult report = CompareJob.Run(
                new CompareRequest(_dir.Write("left", bytes), _dir.Write("right", bytes), new ComparisonOptions { MaxDifferences = 8, Processing = Strategy(threading, kernel) }, ComparisonMode.EveryDifference) { AvailableMemory = long.MaxValue },
                Stream.Null);

            report.AreEqual.Should().BeTrue($"size {size}");
        }
    }

    [Theory]
    [MemberData(nameof(ThreadingAndKernels))]
    public void Wc_counts_what_FileStream_counts(ThreadingMethod threading, KernelMethod kernel)
    {
        string[] paths = [.. Sizes.Select(size => _dir.Write($"text{size}", WcReference.Text(size, seed: size)))];

        IReadOnlyList<FileCounts> viaAccessor = CountJob.Run(paths, CountingOptions.Default, Strategy(threading, kernel, RunBounds.MinViewSize), Stream.Null);
        IReadOnlyList<FileCounts> viaFileStream = CountJob.Run(
            paths, CountingOptions.Default, Strategy(threading, kernel) with { Access = AccessMethod.FileStream }, Stream.Null);

        viaAccessor.Select(c => c.Counts).Should().Equal(viaFileStream.Select(c => c.Counts));
        viaAccessor.Select(c => c.Counts!.Value.Triple()).Should().Equal(Sizes.Select(size => WcReference.Of(WcReference.Text(size, seed: size))));
    }

    [Fact]
    public void It_maps_its_input_so_the_engine_guards_it_as_MemoryMapped()
    {
        AccessCatalog.For(AccessMethod.ViewAccessor).MapsInput.Should().BeTrue();
    }

    [Theory]
    [InlineData(KernelMethod.Scalar, true)]
    [InlineData(KernelMethod.Vector128, false)]
    public void The_plain_kernel_goes_through_the_accessor_byte_by_byte_and_a_vector_kernel_a_stripe_at_a_time(KernelMethod kernel, bool byteByByte)
    {
        Assert.SkipUnless(KernelCatalog.Available.Any(k => k.Method == kernel), $"this CPU does not accelerate {kernel}");

        var access = (ViewAccessorAccess)AccessCatalog.For(AccessMethod.ViewAccessor, kernel: KernelCatalog.For(kernel));

        access.ByteByByte.Should().Be(byteByByte);
    }
}

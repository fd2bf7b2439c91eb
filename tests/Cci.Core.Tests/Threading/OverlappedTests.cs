using Cci.Core.Access;
using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Transforms;

namespace Cci.Core.Tests.Threading;

/// <summary>-t Overlapped: one worker with reads ahead and writes behind in flight, byte-exact whatever the depth.</summary>
public sealed class OverlappedTests
{
    private static readonly int[] Sizes = [0, 1, 511, 4095, 4096, 4097, 1_000_003];

    /// <summary>The access methods that do I/O an overlapped worker can queue (by capability, from the catalog).</summary>
    public static TheoryData<AccessMethod> Overlapping() =>
        [.. AccessCatalog.Methods.Where(m => m != AccessMethod.Auto && AccessCatalog.For(m).OverlapsIo)];

    /// <summary>The access methods that map their files: nothing to overlap (not those that queue their own I/O, <c>IoUringAccessTests</c>).</summary>
    public static TheoryData<AccessMethod> Mapped() =>
        [.. AccessCatalog.Methods.Where(m => m != AccessMethod.Auto && !AccessCatalog.For(m).OverlapsIo && !AccessCatalog.For(m).QueuesIo)];

    [Theory]
    [MemberData(nameof(Overlapping))]
    public void Every_size_depth_and_buffer_gives_the_reference_bytes(AccessMethod access)
    {
        using var dir = new TempDirectory();
        // The refusal itself is the matrices' and UnbufferedAccessTests' business.
        Assert.SkipWhen(UnbufferedProbe.Refuses(access, dir.Path), $"{dir.Path} refuses direct I/O: nothing to run unbuffered");

        foreach (int size in Sizes)
        {
            byte[] input = TestData.Random(size, seed: size);
            string inputPath = dir.Write("in.bin", input);
            foreach (int depth in new[] { 1, 2, 4, ProcessingOptions.MaxQueueDepth })
            {
                foreach (int buffer in new[] { 4096, 5000, 64 << 10 })
                {
                    string output = dir.File("out.bin");
                    TransformJob.Run(new TransformRequest { Input = inputPath, Output = output, Shift = 9, Strategy = Overlapped(access, buffer, depth, dir) }, Stream.Null, Stream.Null);
                    File.ReadAllBytes(output).Should().Equal(TestData.AddReference(input, 9), $"size {size}, depth {depth}, -b {buffer}");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Overlapping))]
    public void Writing_in_place_over_a_longer_file_leaves_exactly_the_input_length(AccessMethod access)
    {
        using var dir = new TempDirectory();
        Assert.SkipWhen(UnbufferedProbe.Refuses(access, dir.Path), $"{dir.Path} refuses direct I/O: nothing to run unbuffered");

        byte[] input = TestData.Random(10_001, seed: 3);
        string inputPath = dir.Write("in.bin", input);
        string output = dir.Write("out.bin", TestData.Random(50_000, seed: 4));

        TransformJob.Run(new TransformRequest { Input = inputPath, Output = output, Shift = 1, Writing = new OutputOptions { Mode = OutputMode.Overwrite }, Strategy = Overlapped(access, 4096, 3, dir) }, Stream.Null, Stream.Null);

        File.ReadAllBytes(output).Should().Equal(TestData.AddReference(input, 1));
    }

    [Theory]
    [MemberData(nameof(Overlapping))]
    public void Compare_reads_both_files_ahead_and_finds_the_first_mismatches(AccessMethod access)
    {
        using var dir = new TempDirectory();
        Assert.SkipWhen(UnbufferedProbe.Refuses(access, dir.Path), $"{dir.Path} refuses direct I/O: nothing to run unbuffered");

        byte[] left = TestData.Random(1_000_003, seed: 5);
        byte[] right = (byte[])left.Clone();
        right[0] ^= 1;
        right[700_001] ^= 1;
        right[^1] ^= 1;
        string leftPath = dir.Write("left", left);
        string rightPath = dir.Write("right", right);

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest(leftPath, rightPath, new ComparisonOptions { MaxDifferences = 8, Processing = Overlapped(access, 64 << 10, 4, dir) }, ComparisonMode.EveryDifference), Stream.Null, found);

        found.Items.Select(m => m.Offset).Should().Equal(0, 700_001, 1_000_002);
    }

    [Theory]
    [MemberData(nameof(Overlapping))]
    public void Wc_counts_as_the_sequential_kernel(AccessMethod access)
    {
        using var dir = new TempDirectory();
        Assert.SkipWhen(UnbufferedProbe.Refuses(access, dir.Path), $"{dir.Path} refuses direct I/O: nothing to run unbuffered");

        byte[] text = System.Text.Encoding.ASCII.GetBytes(string.Concat(Enumerable.Range(0, 30_000).Select(i => $"word{i} and\tmore {i % 7}\n")));
        string path = dir.Write("text", text);
        FileCounts overlapped = CountJob.Run([path], CountingOptions.Default, Overlapped(access, 8192, 4, dir), Stream.Null).Single();
        FileCounts plain = CountJob.Run([path], CountingOptions.Default, new ProcessingOptions { Access = AccessMethod.FileStream, Threading = ThreadingMethod.None, Kernel = KernelMethod.Scalar }, Stream.Null).Single();

        overlapped.Counts.Should().Be(plain.Counts);
    }

    [Theory]
    [MemberData(nameof(Mapped))]
    public void A_mapped_access_method_runs_as_none_and_says_so(AccessMethod access)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(100_000, seed: 6);
        string inputPath = dir.Write("in.bin", input);

        ProcessingReport report = TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = dir.File("out.bin"), Shift = 2, Strategy = Overlapped(access, 4096, 4, dir) }, Stream.Null, Stream.Null);

        File.ReadAllBytes(dir.File("out.bin")).Should().Equal(TestData.AddReference(input, 2));
        report.Note.Should().Contain(StripedRun.NothingToOverlapNote(report.Access!.Value));
        report.QueueDepth.Should().BeNull();
    }

    [Fact]
    public void The_report_carries_the_queue_depth_of_an_overlapped_run_only()
    {
        using var dir = new TempDirectory();
        string inputPath = dir.Write("in.bin", TestData.Random(100_000));

        ProcessingReport overlapped = TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = dir.File("a"), Strategy = Overlapped(AccessMethod.RandomAccess, 4096, 7, dir) }, Stream.Null, Stream.Null);
        ProcessingReport plain = TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = dir.File("b"), Strategy = new ProcessingOptions { Access = AccessMethod.RandomAccess, QueueDepth = 7, Threading = ThreadingMethod.None, Kernel = KernelMethod.Scalar } }, Stream.Null, Stream.Null);

        (overlapped.QueueDepth, overlapped.WorkersStarted).Should().Be((7, 1));
        plain.QueueDepth.Should().BeNull();
    }

    [Fact]
    public void Random_sizes_stripes_and_depths_all_give_the_reference_bytes()
    {
        using var dir = new TempDirectory();
        var random = new Random(20261124);
        for (int round = 0; round < 60; round++)
        {
            int size = random.Next(0, 300_000);
            int buffer = random.Next(1, 40_000);
            int depth = random.Next(1, ProcessingOptions.MaxQueueDepth + 1);
            byte[] input = TestData.Random(size, seed: round);
            string inputPath = dir.Write("in.bin", input);
            string output = dir.File("out.bin");

            TransformJob.Run(new TransformRequest { Input = inputPath, Output = output, Shift = 5, Strategy = Overlapped(AccessMethod.RandomAccess, buffer, depth, dir) }, Stream.Null, Stream.Null);

            File.ReadAllBytes(output).Should().Equal(TestData.AddReference(input, 5), $"size {size}, -b {buffer}, depth {depth}");
        }
    }

    [Fact]
    public void A_file_cut_short_under_the_reads_in_flight_is_one_error_and_leaves_no_task_unobserved()
    {
        using var dir = new TempDirectory();
        string path = dir.Write("in.bin", TestData.Random(100_000));
        int unobserved = 0;
        void Count(object? sender, UnobservedTaskExceptionEventArgs e) => Interlocked.Increment(ref unobserved);
        TaskScheduler.UnobservedTaskException += Count;
        try
        {
            using (SafeFileHandleScope file = new(path))
            {
                var input = new InputFile(path, file.Handle, 100_000);
                using IStripeInput overlapped = new OverlappedInput(AccessCatalog.For(AccessMethod.RandomAccess).OpenInput(input), input, depth: 8);
                using IStripeReader reader = overlapped.CreateReader(4096);
                reader.Read(0, 4096).Length.Should().Be(4096);
                File.WriteAllBytes(path, TestData.Random(10_000));   // cut short while reads ahead are queued

                Action readPastTheEnd = () =>
                {
                    for (long offset = 4096; offset < 100_000; offset += 4096)
                    {
                        reader.Read(offset, (int)Math.Min(4096, 100_000 - offset));
                    }
                };

                readPastTheEnd.Should().Throw<IOException>().WithMessage("*was cut short during the run*");
            }

            GC.Collect();
            GC.WaitForPendingFinalizers();
            unobserved.Should().Be(0);
        }
        finally
        {
            TaskScheduler.UnobservedTaskException -= Count;
        }
    }

    private static ProcessingOptions Overlapped(AccessMethod access, int buffer, int depth, TempDirectory dir) => new()
    {
        Access = access,
        Threading = ThreadingMethod.Overlapped,
        Kernel = KernelMethod.Fast,
        BlockSize = UnbufferedProbe.Stripe(access, buffer, dir.Path),
        QueueDepth = depth,
    };

    private sealed class SafeFileHandleScope(string path) : IDisposable
    {
        public Microsoft.Win32.SafeHandles.SafeFileHandle Handle { get; } = File.OpenHandle(path, FileMode.Open, FileAccess.Read, FileShare.ReadWrite | FileShare.Delete);

        public void Dispose() => Handle.Dispose();
    }
}

using Cci.Core.Access;
using Cci.Core.Compare;
using Cci.Core.Count;
using Cci.Core.Files;
using Cci.Core.Transforms;
using Cci.Core.Planning;
using Cci.Core.Tests.Compare;
using Cci.Core.Tests.Count;
using Cci.Core.Threading;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Access;

/// <summary>
/// Every method that reads around the page cache (-a Unbuffered, -a IoUringUnbuffered: the catalog's, by capability):
/// byte-exact through the bypass, whole blocks only, one line where it cannot be had.
/// </summary>
public sealed class UnbufferedAccessTests : IDisposable
{
    private static readonly int[] Sizes = [0, 1, 511, 4095, 4096, 4097, 1_000_003];

    private readonly TempDirectory _dir = new();

    public UnbufferedAccessTests() =>
        Assert.SkipWhen(UnbufferedProbe.BlockIn(_dir.Path) is null, $"{_dir.Path} refuses direct I/O (the matrices check that refusal)");

    public void Dispose() => _dir.Dispose();

    private int Block => UnbufferedProbe.BlockIn(_dir.Path)!.Value;

    public static TheoryData<AccessMethod> Methods() => [.. UnbufferedMethods];

    public static TheoryData<AccessMethod, ThreadingMethod> MethodsAndThreading() =>
        [.. UnbufferedMethods.SelectMany(access => SchedulerCatalog.Methods.Select(threading => (access, threading)))];

    private static IEnumerable<AccessMethod> UnbufferedMethods => AccessCatalog.Methods.Where(UnbufferedProbe.ReadsUnbuffered);

    /// <summary>The options of a run of <paramref name="access"/>; skips the test where this machine refuses the method outright (io_uring).</summary>
    private static ProcessingOptions Unbuffered(AccessMethod access, ThreadingMethod threading, int buffer = 4096)
    {
        UnbufferedProbe.SkipWhereTheMachineRefuses(access);
        return new() { Access = access, Threading = threading, Kernel = KernelMethod.Fast, BlockSize = buffer, Workers = 3 };
    }

    [Theory]
    [MemberData(nameof(MethodsAndThreading))]
    public void The_transform_is_byte_exact_at_every_size_around_a_block(AccessMethod access, ThreadingMethod threading)
    {
        foreach (int size in Sizes)
        {
            byte[] input = TestData.Random(size, seed: size);
            string inputPath = _dir.Write("in.bin", input);
            string outputPath = _dir.File("out.bin");

            ProcessingReport report = TransformJob.Run(
                new TransformRequest { Input = inputPath, Output = outputPath, Shift = 9, Strategy = Unbuffered(access, threading) }, Stream.Null, Stream.Null);

            report.Access.Should().Be(access, "Auto threading leaves the access as asked");
            File.ReadAllBytes(outputPath).Should().Equal(TestData.AddReference(input, 9), $"size {size}");
        }
    }

    [Theory]
    [MemberData(nameof(Methods))]
    public void The_output_is_exactly_as_long_as_the_input_after_a_partial_last_block_written_whole(AccessMethod access)
    {
        byte[] input = TestData.Random((3 * Block) + 17, seed: 3);
        string inputPath = _dir.Write("in.bin", input);
        string outputPath = _dir.File("out.bin");

        TransformJob.Run(new TransformRequest { Input = inputPath, Output = outputPath, Strategy = Unbuffered(access, ThreadingMethod.ThreadPool, Block) }, Stream.Null, Stream.Null);

        new FileInfo(outputPath).Length.Should().Be(input.Length);
    }

    [Theory]
    [MemberData(nameof(Methods))]
    public void Overwriting_a_longer_output_in_place_leaves_it_exactly_as_long_as_the_input(AccessMethod access)
    {
        byte[] input = TestData.Random((2 * Block) + 5, seed: 4);
        string inputPath = _dir.Write("in.bin", input);
        string outputPath = _dir.Write("out.bin", TestData.Random(10 * Block, seed: 5));

        TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = outputPath, Shift = 1, Writing = new OutputOptions { Mode = OutputMode.Overwrite }, Strategy = Unbuffered(access, ThreadingMethod.MultiThreaded, Block) },
            Stream.Null,
            Stream.Null);

        File.ReadAllBytes(outputPath).Should().Equal(TestData.AddReference(input, 1));
    }

    [Theory]
    [MemberData(nameof(Methods))]
    public void A_buffer_that_is_not_whole_blocks_is_refused_naming_the_nearest_whole_sizes(AccessMethod access)
    {
        string inputPath = _dir.Write("in.bin", TestData.Random(10_000));
        int buffer = Block + 1;
        ProcessingOptions strategy = Unbuffered(access, ThreadingMethod.None, buffer);

        Action run = () => TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Strategy = strategy }, Stream.Null, Stream.Null);

        run.Should().Throw<CciException>().WithMessage(
            $"-b {buffer} is not a multiple of the {Block}-byte block {access} needs: use {Block} or {2 * Block}");
        _dir.Others("in.bin").Should().BeEmpty("a refused run leaves no output and no temporary file");
    }

    [Fact]
    public void The_refusal_of_a_buffer_smaller_than_a_block_names_the_block()
    {
        UnbufferedAccess.NotWholeBlocks(5000, 4096).Should().Be("-b 5000 is not a multiple of the 4096-byte block Unbuffered needs: use 4096 or 8192");
        UnbufferedAccess.NotWholeBlocks(100, 4096).Should().Be("-b 100 is not a multiple of the 4096-byte block Unbuffered needs: use 4096");
    }

    [Fact]
    public void A_stripe_of_whole_blocks_plus_two_bytes_read_from_the_last_byte_of_a_block_fits_its_buffer()
    {
        // The read covers ten blocks of 512 (offsets 0 to 5120) for a stripe of 4098 bytes: more than the stripe plus a block.
        // The alignment is checked on a cached handle, which needs none.
        byte[] bytes = TestData.Random(20_000, seed: 12);
        string path = _dir.Write("in.bin", bytes);
        using SafeFileHandle handle = File.OpenHandle(path);
        using var reader = new UnbufferedInput(new InputFile(path, handle, bytes.Length), handle, 512).CreateReader(4098);

        reader.Read(511, 4098).ToArray().Should().Equal(bytes[511..4609]);
    }

    [Theory]
    [MemberData(nameof(Methods))]
    public void Tmpfs_that_refuses_direct_io_is_one_line(AccessMethod access)
    {
        Assert.SkipUnless(Directory.Exists("/dev/shm"), "no /dev/shm here");
        Assert.SkipWhen(UnbufferedProbe.BlockIn("/dev/shm") is not null, "tmpfs here does direct I/O (Linux 6.6 and later): nothing to refuse");
        ProcessingOptions strategy = Unbuffered(access, ThreadingMethod.None);
        string inputPath = Path.Combine("/dev/shm", $"cci-unbuffered-{Guid.NewGuid():N}");
        File.WriteAllBytes(inputPath, TestData.Random(10_000));
        try
        {
            UnbufferedProbe.ShouldBeRefused(() => TransformJob.Run(
                new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Strategy = strategy }, Stream.Null, Stream.Null));
        }
        finally
        {
            File.Delete(inputPath);
        }
    }

    [Theory]
    [MemberData(nameof(Methods))]
    public void A_sysfs_file_is_streamed_not_opened_for_direct_io(AccessMethod access)
    {
        // sysfs refuses direct I/O, but its files' sizes are made up (4096 for a few bytes): they are read as streams, as by
        // every method, and counted (the refusal of a disk file system without direct I/O is checked by ShouldBeRefused).
        const string sysfsFile = "/sys/kernel/mm/transparent_hugepage/enabled";
        Assert.SkipUnless(File.Exists(sysfsFile) && new FileInfo(sysfsFile).Length > 0, $"no {sysfsFile} here");
        using var content = new MemoryStream();
        using (var stream = new FileStream(sysfsFile, FileMode.Open, FileAccess.Read, FileShare.ReadWrite, bufferSize: 0))
        {
            stream.CopyTo(content);
        }

        IReadOnlyList<FileCounts> counts = CountJob.Run([sysfsFile], CountingOptions.Default, Unbuffered(access, ThreadingMethod.None), Stream.Null);

        counts.Single().Counts!.Value.Bytes.Should().Be(content.Length);
    }

    [Theory]
    [MemberData(nameof(MethodsAndThreading))]
    public void Compare_finds_a_mismatch_in_the_partial_last_block(AccessMethod access, ThreadingMethod threading)
    {
        byte[] left = TestData.Random(1_000_003, seed: 6);
        byte[] right = CompareReference.WithMismatches(left, [0, 500_000, 1_000_002]);

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest(_dir.Write("left", left), _dir.Write("right", right), new ComparisonOptions { MaxDifferences = 10, Processing = Unbuffered(access, threading) }, ComparisonMode.EveryDifference), Stream.Null, found);

        found.Items.Should().Equal(CompareReference.FirstMismatches(left, right, 10));
    }

    [Theory]
    [MemberData(nameof(Methods))]
    public void Compare_with_skips_reads_from_unaligned_offsets(AccessMethod access)
    {
        byte[] left = TestData.Random(100_000, seed: 7);
        byte[] right = [.. TestData.Random(13, seed: 8), .. CompareReference.WithMismatches(left, [99_990])];

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest(_dir.Write("left", left), _dir.Write("right", right), new ComparisonOptions { MaxDifferences = 10, SecondSkip = 13, Processing = Unbuffered(access, ThreadingMethod.ThreadPool) }, ComparisonMode.EveryDifference),
            Stream.Null,
            found);

        found.Items.Select(m => m.Offset).Should().Equal(99_990);
    }

    [Theory]
    [MemberData(nameof(MethodsAndThreading))]
    public void Wc_counts_as_the_reference(AccessMethod access, ThreadingMethod threading)
    {
        string[] paths = [.. Sizes.Select(size => _dir.Write($"in{size}", WcReference.Text(size, size)))];

        IReadOnlyList<FileCounts> counts = CountJob.Run(paths, CountingOptions.Default, Unbuffered(access, threading), Stream.Null);

        counts.Select(c => c.Counts!.Value.Triple()).Should().Equal(Sizes.Select(size => WcReference.Of(WcReference.Text(size, size))));
    }

    [Theory]
    [MemberData(nameof(Methods))]
    public void An_unbuffered_transform_leaves_neither_file_in_the_page_cache(AccessMethod access)
    {
        Assert.SkipUnless(PageCache.CanEvict, "no page cache control here");
        string inputPath = _dir.Write("in.bin", TestData.Random(8 << 20, seed: 9));
        string outputPath = _dir.Write("out.bin", new byte[8 << 20]);
        Evict(inputPath);
        Evict(outputPath);

        TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = outputPath, Writing = new OutputOptions { Mode = OutputMode.Overwrite }, Strategy = Unbuffered(access, ThreadingMethod.ThreadPool, 1 << 20) }, Stream.Null, Stream.Null);

        Residency(inputPath).Should().BeLessThan(0.1);
        Residency(outputPath).Should().BeLessThan(0.1);
    }

    [Theory]
    [InlineData(0L)]
    [InlineData(4096L)]
    [InlineData(100_000_000L)]
    [InlineData(640_000_000L)]
    [InlineData(100L << 30)]
    [InlineData(null)]
    public void Auto_never_chooses_unbuffered_for_an_input_it_does_not_know_to_be_cold(long? size)
    {
        AccessMethod[] unbuffered = [.. UnbufferedMethods];
        foreach (bool overwrite in new[] { false, true })
        {
            foreach (int cores in new[] { 1, 2, 16 })
            {
                AccessMethod chosen = new TransformAutoPolicy(overwrite).Plan(InputProfile.OfSize(size), new MachineProfile(cores, 4L << 30)).Access;

                unbuffered.Should().NotContain(chosen);
            }
        }
    }

    private static void Evict(string path)
    {
        using SafeFileHandle file = File.OpenHandle(path);
        PageCache.Evict(file);
    }

    private static double Residency(string path)
    {
        using SafeFileHandle file = File.OpenHandle(path);
        return PageCache.Residency(file)!.Value;
    }
}

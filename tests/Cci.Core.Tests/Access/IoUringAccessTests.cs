using Cci.Core.Access;
using Cci.Core.Engine;
using Cci.Core.Files;
using Cci.Core.Threading;
using Cci.Core.Transforms;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests.Access;

/// <summary>The io_uring methods (-a IoUring, -a IoUringUnbuffered): byte-exact with reads and writes in flight on each worker's ring, whatever the depth; the system's errors in its words.</summary>
public sealed class IoUringAccessTests : IDisposable
{
    private static readonly int[] Sizes = [0, 1, 511, 4095, 4096, 4097, 1_000_003];

    private readonly TempDirectory _dir = new();

    public IoUringAccessTests() => UnbufferedProbe.SkipWhereTheMachineRefuses(AccessMethod.IoUring);

    public void Dispose() => _dir.Dispose();

    public static TheoryData<ThreadingMethod> Threading() => [.. SchedulerCatalog.Methods.Where(m => m != ThreadingMethod.Auto)];

    /// <summary>Every method that queues its own I/O on a ring (the catalog's, by capability), with every threading.</summary>
    public static TheoryData<AccessMethod, ThreadingMethod> RingsAndThreading() =>
        [.. AccessCatalog.Methods.Where(AccessCatalog.QueuesIo).SelectMany(access => SchedulerCatalog.Methods.Where(m => m != ThreadingMethod.Auto).Select(threading => (access, threading)))];

    [Theory]
    [MemberData(nameof(RingsAndThreading))]
    public void Every_size_depth_and_buffer_gives_the_reference_bytes(AccessMethod access, ThreadingMethod threading)
    {
        Assert.SkipWhen(UnbufferedProbe.Refuses(access, _dir.Path), $"{_dir.Path} refuses the direct I/O {access} needs");
        foreach (int size in Sizes)
        {
            byte[] input = TestData.Random(size, seed: size);
            string inputPath = _dir.Write("in.bin", input);
            foreach (int depth in new[] { 1, 2, 4, ProcessingOptions.MaxQueueDepth })
            {
                // A buffer that is not whole blocks is rounded up to them for a method that reads unbuffered.
                foreach (int buffer in new[] { 4096, 5000, 64 << 10 }.Select(b => UnbufferedProbe.Stripe(access, b, _dir.Path)).Distinct())
                {
                    string output = _dir.File("out.bin");
                    TransformJob.Run(new TransformRequest { Input = inputPath, Output = output, Shift = 9, Strategy = IoUring(threading, buffer, depth) with { Access = access } }, Stream.Null, Stream.Null);

                    File.ReadAllBytes(output).Should().Equal(TestData.AddReference(input, 9), $"{access}, size {size}, depth {depth}, -b {buffer}");
                }
            }
        }
    }

    [Fact]
    public void Overlapped_runs_as_none_with_its_own_queue_and_says_so()
    {
        byte[] input = TestData.Random(100_000, seed: 3);
        string inputPath = _dir.Write("in.bin", input);

        ProcessingReport report = TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Shift = 2, Strategy = IoUring(ThreadingMethod.Overlapped, 4096, 6) }, Stream.Null, Stream.Null);

        File.ReadAllBytes(_dir.File("out.bin")).Should().Equal(TestData.AddReference(input, 2));
        report.Note.Should().Contain(StripedRun.NothingToOverlapNote(AccessMethod.IoUring)).And.Contain("keeps its own --queue-depth");
        report.WorkersStarted.Should().Be(1);
    }

    [Theory]
    [MemberData(nameof(Threading))]
    public void The_report_carries_the_queue_depth_whatever_the_threading(ThreadingMethod threading)
    {
        string inputPath = _dir.Write("in.bin", TestData.Random(100_000));

        ProcessingReport report = TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Strategy = IoUring(threading, 4096, 5) }, Stream.Null, Stream.Null);

        report.QueueDepth.Should().Be(5);
    }

    [Fact]
    public void A_read_the_system_refuses_is_an_io_exception_in_its_words()
    {
        string path = _dir.Write("in.bin", TestData.Random(10_000));
        // A handle open for writing only: the kernel fails every read on it with EBADF.
        using SafeFileHandle writeOnly = File.OpenHandle(path, FileMode.Open, FileAccess.Write);
        using var reader = new IoUringReader(new InputFile(path, writeOnly, 10_000), writeOnly, 1, 4096, 4);

        IOException error = ((Action)(() => reader.Read(0, 4096))).Should().Throw<IOException>().Which;

        error.Message.Should().Be($"cannot read '{path}': bad file descriptor");
        error.HResult.Should().Be(9);
    }

    [Fact]
    public void A_stripe_of_whole_blocks_plus_two_bytes_read_from_the_last_byte_of_a_block_fits_its_buffer()
    {
        // Blocks of 512 (the alignment needs no O_DIRECT handle to be checked): the read covers offsets 0 to 5120, ten
        // blocks, for a stripe of 4098 bytes, more than the stripe plus one block.
        byte[] bytes = TestData.Random(20_000, seed: 12);
        string path = _dir.Write("in.bin", bytes);
        using SafeFileHandle handle = File.OpenHandle(path);
        using var reader = new IoUringReader(new InputFile(path, handle, bytes.Length), handle, 512, 4098, 2);

        reader.Read(511, 4098).ToArray().Should().Equal(bytes[511..4609]);
    }

    [Fact]
    public void A_file_shorter_than_its_length_is_cut_short()
    {
        string path = _dir.Write("in.bin", TestData.Random(5000));
        using SafeFileHandle handle = File.OpenHandle(path);
        var file = new InputFile(path, handle, 9000);
        using var reader = new IoUringReader(file, handle, 1, 4096, 4);
        reader.Read(0, 4096).Length.Should().Be(4096);

        ((Action)(() => reader.Read(4096, 4096))).Should().Throw<IOException>().WithMessage(file.CutShort().Message);
    }

    [Fact]
    public void A_write_the_system_refuses_is_an_io_exception_in_its_words()
    {
        string path = _dir.Write("out.bin", new byte[8192]);
        // A handle open for reading only: the kernel fails every write on it with EBADF.
        using SafeFileHandle readOnly = File.OpenHandle(path);
        var writer = new IoUringWriter(new OutputFile(path, readOnly, 8192), readOnly, 1, 4096, 2);
        writer.Begin(0, 4096).Fill(1);
        writer.Commit(0, 4096);

        IOException error = ((Action)writer.Dispose).Should().Throw<IOException>().Which;

        error.Message.Should().Be($"cannot write '{path}': bad file descriptor");
    }

    [Fact]
    public void Auto_never_picks_it()
    {
        string inputPath = _dir.Write("in.bin", TestData.Random(3_000_000));

        ProcessingReport report = TransformJob.Run(
            new TransformRequest { Input = inputPath, Output = _dir.File("out.bin"), Strategy = new ProcessingOptions { Access = AccessMethod.Auto, Threading = ThreadingMethod.Auto, Kernel = KernelMethod.Scalar } }, Stream.Null, Stream.Null);

        report.Access.Should().NotBe(AccessMethod.IoUring);
    }

    private static ProcessingOptions IoUring(ThreadingMethod threading, int buffer, int depth) => new()
    {
        Access = AccessMethod.IoUring,
        Threading = threading,
        Kernel = KernelMethod.Fast,
        BlockSize = buffer,
        Workers = 3,
        QueueDepth = depth,
    };
}

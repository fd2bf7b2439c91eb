using System.Globalization;

namespace Cci.Library.Tests;

/// <summary>FileProcessor.Shift (cci's own transform) over files and streams, against a plain loop; its report, progress and notice.</summary>
public sealed class FileProcessorShiftTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<int, ShiftRule, int> Cases()
    {
        var cases = new TheoryData<int, ShiftRule, int>();
        foreach (int size in new[] { 0, 1, 4097, 300_007 })
        {
            cases.Add(size, ShiftRule.Add, 3);
            cases.Add(size, ShiftRule.Caesar, -200);
        }

        return cases;
    }

    /// <summary>The plain reference: add moves every byte mod 256; caesar moves letters within A-Z and a-z, digits within 0-9.</summary>
    private static byte[] Reference(byte[] input, int shift, ShiftRule rule)
    {
        byte[] expected = new byte[input.Length];
        for (int i = 0; i < input.Length; i++)
        {
            byte b = input[i];
            expected[i] = rule == ShiftRule.Add
                ? (byte)(b + shift)
                : b switch
                {
                    >= (byte)'A' and <= (byte)'Z' => Wrap(b, 'A', 26, shift),
                    >= (byte)'a' and <= (byte)'z' => Wrap(b, 'a', 26, shift),
                    >= (byte)'0' and <= (byte)'9' => Wrap(b, '0', 10, shift),
                    _ => b,
                };
        }

        return expected;
    }

    private static byte Wrap(byte b, char first, int count, int shift) => (byte)(first + ((((b - first + shift) % count) + count) % count));

    [Theory]
    [MemberData(nameof(Cases))]
    public void Stream_to_stream_gives_the_reference_bytes(int size, ShiftRule rule, int shift)
    {
        byte[] input = TestData.Random(size, seed: size + 1);
        using var source = new MemoryStream(input);
        using var destination = new MemoryStream();

        ProcessingReport report = FileProcessor.Shift(source, destination, shift, rule);

        destination.ToArray().Should().Equal(Reference(input, shift, rule));
        report.Bytes.Should().Be(size);
        report.Access.Should().BeNull("a stream is read in order, not through an access method");
        report.Output.Should().Be(OutputMode.Stream);
    }

    [Theory]
    [MemberData(nameof(Cases))]
    public void File_to_stream_and_stream_to_file_give_the_reference_bytes(int size, ShiftRule rule, int shift)
    {
        byte[] input = TestData.Random(size, seed: size + 2);
        byte[] expected = Reference(input, shift, rule);
        string inputPath = _dir.Write("in", input);

        using var toStream = new MemoryStream();
        FileProcessor.Shift(inputPath, toStream, shift, rule).Bytes.Should().Be(size);
        toStream.ToArray().Should().Equal(expected, "file to stream");

        string outputPath = _dir.File("out");
        using var fromStream = new MemoryStream(input);
        ProcessingReport report = FileProcessor.Shift(fromStream, outputPath, shift, rule);
        File.ReadAllBytes(outputPath).Should().Equal(expected, "stream to file");
        report.Bytes.Should().Be(size);
        report.Output.Should().Be(OutputMode.Atomic);

        string filePath = _dir.File("file");
        FileProcessor.Shift(inputPath, filePath, shift, rule).Bytes.Should().Be(size);
        File.ReadAllBytes(filePath).Should().Equal(expected, "file to file");
    }

    [Fact]
    public void A_stream_is_read_from_its_position_and_neither_stream_is_closed()
    {
        byte[] input = TestData.Random(10_001);
        using var source = new MemoryStream(input) { Position = 1 };
        using var destination = new MemoryStream();

        FileProcessor.Shift(source, destination, 1);

        destination.ToArray().Should().Equal(Reference(input[1..], 1, ShiftRule.Add));
        source.CanRead.Should().BeTrue();
        destination.CanWrite.Should().BeTrue();
    }

    [Fact]
    public void A_stream_that_cannot_be_read_or_written_is_refused()
    {
        using var writeOnly = new WriteOnlyStream();
        using var readOnly = new MemoryStream([1, 2, 3], writable: false);

        FluentActions.Invoking(() => FileProcessor.Shift(writeOnly, new MemoryStream(), 1)).Should().Throw<ArgumentException>().WithParameterName("input");
        FluentActions.Invoking(() => FileProcessor.Shift(readOnly, readOnly, 1)).Should().Throw<ArgumentException>().WithParameterName("output");
        FluentActions.Invoking(() => FileProcessor.Shift(readOnly, new MemoryStream(), 256)).Should().Throw<ArgumentOutOfRangeException>();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Progress_reaches_the_size(bool streamed)
    {
        const int Size = 1_000_003;
        byte[] input = TestData.Random(Size);
        string inputPath = _dir.Write("in", input);
        var progress = new ProcessingProgress();
        var options = new ProcessingOptions { Access = AccessMethod.FileStream, Threading = ThreadingMethod.MultiThreaded, BlockSize = 64 << 10, Workers = 2, Progress = progress };

        if (streamed)
        {
            using var source = new MemoryStream(input);
            FileProcessor.Shift(source, _dir.File("out"), 3, options: options);
        }
        else
        {
            FileProcessor.Shift(inputPath, _dir.File("out"), 3, options: options);
            progress.Total.Should().Be(Size);
        }

        progress.Bytes.Should().Be(Size);
    }

    [Fact]
    public void The_report_says_what_ran()
    {
        string input = _dir.Write("in", TestData.Random(100_000));
        var named = new ProcessingOptions { Access = AccessMethod.FileStream, Threading = ThreadingMethod.MultiThreaded, Kernel = KernelMethod.Scalar, BlockSize = 4096, Workers = 2 };

        ProcessingReport report = FileProcessor.Shift(input, _dir.File("out"), 3, options: named);

        report.Access.Should().Be(AccessMethod.FileStream);
        report.Threading.Should().Be(ThreadingMethod.MultiThreaded);
        report.Kernel.Should().Be(KernelMethod.Scalar);
        report.VectorBytes.Should().Be(1);
        report.StripeSize.Should().Be(4096);
        report.Blocks.Should().Be(25);
        report.BlockSizeChosen.Should().BeFalse();
        report.Workers.Should().Be(2);
        report.WorkersChosen.Should().BeFalse();
        report.WorkersStarted.Should().Be(2);
        report.ViewSize.Should().BeNull("the input was not mapped");
        report.QueueDepth.Should().BeNull("the run was not overlapped");

        ProcessingReport mapped = FileProcessor.Shift(input, _dir.File("mapped"), 3, options: named with { Access = AccessMethod.MemoryMapped, Kernel = KernelMethod.Fast });
        mapped.ViewSize.Should().Be(ProcessingOptions.DefaultViewSize);
        mapped.Kernel.Should().Be(KernelSupport.Widest);

        ProcessingReport overlapped = FileProcessor.Shift(input, _dir.File("overlapped"), 3, options: named with { Threading = ThreadingMethod.Overlapped, Workers = 1, QueueDepth = 8 });
        overlapped.QueueDepth.Should().Be(8);
    }

    [Fact]
    public void Kernel_support_names_what_this_machine_runs()
    {
        KernelSupport.IsSupported(KernelMethod.Scalar).Should().BeTrue();
        KernelSupport.IsSupported(KernelMethod.Fast).Should().BeTrue();
        KernelSupport.IsSupported(KernelSupport.Widest).Should().BeTrue();
        KernelSupport.Widest.Should().NotBe(KernelMethod.Fast);
        foreach (KernelMethod kernel in Enum.GetValues<KernelMethod>().Where(k => !KernelSupport.IsSupported(k)))
        {
            Width(kernel).Should().BeGreaterThan(Width(KernelSupport.Widest), "only widths wider than the widest can be missing");
        }
    }

    /// <summary>A kernel's vector width in bytes (1 for the scalar kernel), stated here rather than read from the enum's number.</summary>
    private static int Width(KernelMethod kernel) => kernel switch
    {
        KernelMethod.Vector128 => 16,
        KernelMethod.Vector256 => 32,
        KernelMethod.Vector512 => 64,
        _ => 1,
    };

    [Fact]
    public void The_notice_tells_of_a_dead_runs_temporary_file_removed()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux(), "the leftover's name carries a Linux process id");
        string input = _dir.Write("in", TestData.Random(1000));
        string leftover = $".cci-{DeadPid()}-0123456789abcdef.cci-tmp";
        // Old enough that no run can still be creating it.
        File.SetLastWriteTimeUtc(_dir.Write(leftover, new byte[16]), DateTime.UtcNow.AddHours(-1));
        var lines = new List<string>();

        FileProcessor.Shift(input, _dir.File("out"), 3, outputOptions: new OutputOptions { Notice = lines.Add });

        lines.Should().Equal($"removed 1 temporary file left by a run that died ({leftover})");
        File.Exists(_dir.File(leftover)).Should().BeFalse();
    }

    [Fact]
    public void A_cancelled_run_says_what_it_left_in_the_output()
    {
        string input = _dir.Write("in", TestData.Random(100_000));
        string output = _dir.Write("out", [1, 2, 3]);
        using var cancelled = new CancellationTokenSource();
        var progress = new ProcessingProgress();
        var options = new ProcessingOptions { Access = AccessMethod.FileStream, Threading = ThreadingMethod.None, BlockSize = 4096, Progress = progress };

        // Cancelled within the first block: the atomic output is left as it was.
        OutputInterruptedException interrupted = FluentActions.Invoking(() => FileProcessor.Transform(input, output, (source, destination, offset) =>
            {
                cancelled.Cancel();
                source.CopyTo(destination);
            }, options, outputOptions: null, cancelled.Token))
            .Should().Throw<OutputInterruptedException>().Which;

        interrupted.Outcome.Should().Be($"'{output}' was left as it was");
        interrupted.Message.Should().Be("interrupted; " + interrupted.Outcome);
        File.ReadAllBytes(output).Should().Equal(1, 2, 3);
    }

    private static string DeadPid()
    {
        int max = int.Parse(File.ReadAllText("/proc/sys/kernel/pid_max").Trim(), CultureInfo.InvariantCulture);
        for (int pid = max - 1; pid > 1; pid--)
        {
            if (!Directory.Exists($"/proc/{pid.ToString(CultureInfo.InvariantCulture)}"))
            {
                return pid.ToString(CultureInfo.InvariantCulture);
            }
        }

        throw new InvalidOperationException("no free process id");
    }

    private sealed class WriteOnlyStream : MemoryStream
    {
        public override bool CanRead => false;
    }
}

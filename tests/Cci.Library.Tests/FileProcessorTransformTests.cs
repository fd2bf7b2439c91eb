namespace Cci.Library.Tests;

public sealed class FileProcessorTransformTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>A transform whose output depends on the file offset, so a block written at the wrong place shows.</summary>
    private readonly struct OffsetXor : IBlockTransform
    {
        public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset)
        {
            for (int i = 0; i < source.Length; i++)
            {
                destination[i] = Expected(source[i], offset + i);
            }
        }

        public static byte Expected(byte value, long position) => (byte)(value ^ (byte)(position * 7 + (position >> 8)));
    }

    private readonly struct Failing : IBlockTransform
    {
        public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset) =>
            throw new InvalidTimeZoneException("the user's function failed");
    }

    private static byte[] Reference(byte[] input)
    {
        byte[] expected = new byte[input.Length];
        for (int i = 0; i < input.Length; i++)
        {
            expected[i] = OffsetXor.Expected(input[i], i);
        }

        return expected;
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void Every_strategy_and_size_gives_the_reference_bytes(AccessMethod access, ThreadingMethod threading)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] input = TestData.Random(size, seed: size);
            string output = _dir.File($"out-{size}");
            ProcessingReport report = FileProcessor.Transform(_dir.Write($"in-{size}", input), output, new OffsetXor(), Strategies.Options(access, threading));

            File.ReadAllBytes(output).Should().Equal(Reference(input), $"{access}/{threading} on {size} bytes");
            report.Bytes.Should().Be(size);
        }
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(4095)]
    [InlineData(4097)]
    [InlineData(300_007)]
    public void A_stream_to_a_stream_gives_the_reference_bytes_with_offsets_from_its_start(int size)
    {
        byte[] input = TestData.Random(size, seed: size);
        using var source = new TrickleStream(input, mostPerRead: 1000);
        using var destination = new MemoryStream();

        ProcessingReport report = FileProcessor.Transform(source, destination, new OffsetXor(), new ProcessingOptions { BlockSize = 4096 });

        destination.ToArray().Should().Equal(Reference(input));
        report.Bytes.Should().Be(size);
        report.Access.Should().BeNull("a stream is read in order, not by an access method");
        report.Output.Should().Be(OutputMode.Stream);
    }

    [Fact]
    public void A_stream_is_read_from_where_it_stands_and_neither_stream_is_closed()
    {
        byte[] input = TestData.Random(10_000);
        using var source = new MemoryStream(input) { Position = 100 };
        using var destination = new MemoryStream();

        FileProcessor.Transform(source, destination, (from, to, offset) => new OffsetXor().Transform(from, to, offset));

        destination.ToArray().Should().Equal(Reference(input[100..]), "the delegate form, offsets counted from where the stream stood");
        source.CanRead.Should().BeTrue();
        destination.CanWrite.Should().BeTrue();
    }

    [Fact]
    public void A_stream_function_that_throws_surfaces_as_its_exception()
    {
        using var source = new MemoryStream(TestData.Random(10_000));

        Action run = () => FileProcessor.Transform(source, new MemoryStream(), new Failing());

        run.Should().Throw<InvalidTimeZoneException>();
    }

    [Fact]
    public void A_stream_that_cannot_be_read_or_written_is_refused_by_name()
    {
        using var readable = new MemoryStream([1, 2, 3]);
        using var readOnly = new MemoryStream([1, 2, 3], writable: false);

        FluentActions.Invoking(() => FileProcessor.Transform(readable, readOnly, new OffsetXor())).Should().Throw<ArgumentException>().WithParameterName("output");
    }

    [Fact]
    public void The_delegate_form_gives_the_same_bytes_as_the_struct_form()
    {
        byte[] input = TestData.Random(300_007);
        string path = _dir.Write("in", input);

        FileProcessor.Transform(path, _dir.File("out"), (source, destination, offset) => new OffsetXor().Transform(source, destination, offset));

        File.ReadAllBytes(_dir.File("out")).Should().Equal(Reference(input));
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void A_function_that_throws_surfaces_as_its_exception_and_leaves_the_old_output(AccessMethod access, ThreadingMethod threading)
    {
        string input = _dir.Write("in", TestData.Random(100_000));
        string output = _dir.Write("out", "old output"u8.ToArray());

        Action run = () => FileProcessor.Transform(input, output, new Failing(), Strategies.Options(access, threading));

        run.Should().Throw<InvalidTimeZoneException>().WithMessage("the user's function failed");
        File.ReadAllText(output).Should().Be("old output");
        Directory.GetFiles(_dir.Path).Should().BeEquivalentTo([input, output], "no temporary file may be left behind");
    }

    [Fact]
    public void A_cancelled_run_leaves_the_old_output_and_no_temporary_file()
    {
        string input = _dir.Write("in", TestData.Random(1_000_000));
        string output = _dir.Write("out", "old output"u8.ToArray());
        using var cancel = new CancellationTokenSource();
        int blocks = 0;

        Action run = () => FileProcessor.Transform(input, output, (source, destination, offset) =>
        {
            if (Interlocked.Increment(ref blocks) == 3)
            {
                cancel.Cancel();
            }

            source.CopyTo(destination);
        }, Strategies.Options(AccessMethod.RandomAccess, ThreadingMethod.ThreadPool, workers: 2), outputOptions: null, cancel.Token);

        run.Should().Throw<OperationCanceledException>();
        File.ReadAllText(output).Should().Be("old output");
        Directory.GetFiles(_dir.Path).Should().BeEquivalentTo([input, output]);
    }

    [Theory]
    [InlineData(AccessMethod.MemoryMapped)]
    [InlineData(AccessMethod.RandomAccess)]
    [InlineData(AccessMethod.FileStream)]
    public void A_file_transformed_into_itself_in_place_holds_the_reference_bytes(AccessMethod access)
    {
        byte[] input = TestData.Random(300_007);
        string path = _dir.Write("file", input);

        FileProcessor.Transform(path, path, new OffsetXor(), Strategies.Options(access, ThreadingMethod.ThreadPool), new OutputOptions { Mode = OutputMode.Overwrite });

        File.ReadAllBytes(path).Should().Equal(Reference(input));
    }

    [Fact]
    public void A_missing_input_is_an_IOException_that_names_it()
    {
        string missing = _dir.File("missing");

        Action run = () => FileProcessor.Transform(missing, _dir.File("out"), new OffsetXor());

        run.Should().Throw<IOException>().WithMessage($"*{missing}*");
        File.Exists(_dir.File("out")).Should().BeFalse();
    }

    [Fact]
    public async Task A_pipe_is_read_in_order_and_the_report_says_it_was_streamed()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() || OperatingSystem.IsMacOS(), "named pipes made by mkfifo are a Unix thing");
        byte[] input = TestData.Random(200_003);
        string fifo = Fifo.Make(_dir.File("pipe"));
        Task writer = Task.Run(() => File.WriteAllBytes(fifo, input), TestContext.Current.CancellationToken);

        ProcessingReport report = FileProcessor.Transform(fifo, _dir.File("out"), new OffsetXor());

        await writer;
        File.ReadAllBytes(_dir.File("out")).Should().Equal(Reference(input));
        report.Access.Should().BeNull("a pipe cannot be striped or mapped");
    }

    [Fact]
    public void Stream_is_not_an_output_mode_a_caller_may_ask_for()
    {
        Func<OutputOptions> ask = () => new OutputOptions { Mode = OutputMode.Stream };

        ask.Should().Throw<ArgumentOutOfRangeException>().WithMessage("OutputOptions.Mode is Stream*");
    }

    [Theory]
    [InlineData(KernelMethod.Scalar)]
    [InlineData(KernelMethod.Vector128)]
    public void A_kernel_named_for_your_own_transform_is_refused_not_ignored(KernelMethod kernel)
    {
        string input = _dir.Write("in", [1, 2, 3]);

        Action run = () => FileProcessor.Transform(input, _dir.File("out"), new OffsetXor(), new ProcessingOptions { Kernel = kernel });

        run.Should().Throw<ArgumentException>().WithMessage($"ProcessingOptions.Kernel is {kernel}*");
        File.Exists(_dir.File("out")).Should().BeFalse();
    }

    [Fact]
    public void The_report_of_your_own_transform_names_no_kernel_of_cci()
    {
        string input = _dir.Write("in", TestData.Random(10_000));

        ProcessingReport report = FileProcessor.Transform(input, _dir.File("out"), new OffsetXor());

        report.Kernel.Should().BeNull();
        report.VectorBytes.Should().Be(0);
    }
}

/// <summary>mkfifo(1), for the pipe tests.</summary>
internal static class Fifo
{
    public static string Make(string path)
    {
        using var mkfifo = System.Diagnostics.Process.Start("mkfifo", ["-m", "600", path]);
        mkfifo.WaitForExit();
        if (mkfifo.ExitCode != 0)
        {
            throw new IOException($"mkfifo {path} failed with exit code {mkfifo.ExitCode}");
        }

        return path;
    }
}

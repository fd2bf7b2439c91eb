namespace Cci.Library.Tests;

/// <summary>What a call's report and its ProcessingProgress say: the blocks the block function was handed, the bytes of this run.</summary>
public sealed class FileProcessorReportTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Blocks_is_the_number_of_blocks_the_block_function_folded()
    {
        // Three stripes of 4 KiB, each holding whole lines, and a line across each edge before them: three stripe blocks
        // and three seams (the file ends with its last stripe's delimiter).
        byte[] text = new byte[3 * 4096];
        text.AsSpan().Fill((byte)'a');
        foreach (int end in new[] { 100, 200, 4196, 4296, 8292, 12287 })
        {
            text[end] = (byte)'\n';
        }

        string path = _dir.Write("lines", text);
        var options = new ProcessingOptions { Access = AccessMethod.RandomAccess, Threading = ThreadingMethod.None, BlockSize = 4096 };

        Aggregated<long> folded = FileProcessor.Aggregate(path, 0L, block => 1L, (a, b) => a + b, BlockBoundary.Lines, options);

        folded.Report.Blocks.Should().Be(folded.Value).And.Be(6);
    }

    [Fact]
    public void A_block_size_that_one_worker_over_a_mapping_did_not_use_is_named_in_the_note()
    {
        string path = _dir.Write("file", TestData.Random(100_000));
        var options = new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.None, BlockSize = 4096 };

        Aggregated<long> folded = FileProcessor.Aggregate(path, 0L, block => 1L, (a, b) => a + b, BlockBoundary.None, options);

        folded.Report.StripeSize.Should().Be(100_000);
        folded.Report.Note.Should().Contain("the block size asked (4096 bytes) was not used");
    }

    [Fact]
    public void A_block_size_that_was_used_adds_no_note()
    {
        string path = _dir.Write("file", TestData.Random(100_000));
        var options = new ProcessingOptions { Access = AccessMethod.RandomAccess, Threading = ThreadingMethod.None, BlockSize = 4096 };

        Aggregated<long> folded = FileProcessor.Aggregate(path, 0L, block => 1L, (a, b) => a + b, BlockBoundary.None, options);

        folded.Report.StripeSize.Should().Be(4096);
        (folded.Report.Note ?? string.Empty).Should().NotContain("block size asked");
    }

    [Fact]
    public void A_progress_reused_for_a_second_run_counts_that_run_only()
    {
        string path = _dir.Write("file", TestData.Random(100_000));
        var progress = new ProcessingProgress();
        var options = new ProcessingOptions { Progress = progress };

        FileProcessor.Aggregate(path, 0L, block => 1L, (a, b) => a + b, BlockBoundary.None, options);
        FileProcessor.Aggregate(path, 0L, block => 1L, (a, b) => a + b, BlockBoundary.None, options);

        progress.Bytes.Should().Be(100_000).And.Be(progress.Total);
    }

    [Theory]
    [InlineData(0)]
    [InlineData(-1)]
    public void An_option_out_of_range_names_the_public_property(int value)
    {
        (string Name, Func<ProcessingOptions> Make)[] options =
        [
            (nameof(ProcessingOptions.BlockSize), () => new ProcessingOptions { BlockSize = value }),
            (nameof(ProcessingOptions.Workers), () => new ProcessingOptions { Workers = value }),
            (nameof(ProcessingOptions.ViewSize), () => new ProcessingOptions { ViewSize = value }),
            (nameof(ProcessingOptions.QueueDepth), () => new ProcessingOptions { QueueDepth = value }),
        ];

        foreach ((string name, Func<ProcessingOptions> make) in options)
        {
            make.Should().Throw<ArgumentOutOfRangeException>()
                .Which.Should().Match<ArgumentOutOfRangeException>(e => e.ParamName == name && e.Message.Contains("ProcessingOptions." + name, StringComparison.Ordinal));
        }
    }

    [Theory]
    [InlineData(int.MaxValue)]
    [InlineData(0x7FFFFFC8)] // Array.MaxLength + 1
    public void A_block_size_larger_than_the_largest_buffer_is_an_option_error_not_an_out_of_memory(int blockSize)
    {
        Func<ProcessingOptions> processing = () => new ProcessingOptions { Access = AccessMethod.FileStream, BlockSize = blockSize };
        Func<GenerationOptions> generation = () => new GenerationOptions { BlockSize = blockSize };

        processing.Should().Throw<ArgumentOutOfRangeException>().Which.ParamName.Should().Be(nameof(ProcessingOptions.BlockSize));
        generation.Should().Throw<ArgumentOutOfRangeException>().WithMessage($"GenerationOptions.BlockSize is {blockSize}: a block is at most {Array.MaxLength} bytes*");
        new ProcessingOptions { BlockSize = Array.MaxLength }.BlockSize.Should().Be(Array.MaxLength);
    }

    [Fact]
    public void A_queue_depth_above_the_largest_names_the_public_property()
    {
        Func<ProcessingOptions> make = () => new ProcessingOptions { QueueDepth = ProcessingOptions.MaxQueueDepth + 1 };

        make.Should().Throw<ArgumentOutOfRangeException>().Which.ParamName.Should().Be(nameof(ProcessingOptions.QueueDepth));
    }

    [Theory]
    [InlineData(ThreadingMethod.Auto)]
    [InlineData(ThreadingMethod.ThreadPool)]
    [InlineData(ThreadingMethod.MultiThreaded)]
    public void A_streamed_run_reports_the_calling_thread_it_ran_on_whatever_was_planned(ThreadingMethod asked)
    {
        // A stream is read in order through one buffer on the calling thread (docs/library.md): the report says None, as
        // it says Access null, not the threading Auto or the caller planned for files.
        byte[] bytes = TestData.Random(100_000);
        var options = new ProcessingOptions { Threading = asked, BlockSize = 4096 };

        ProcessingReport aggregated = FileProcessor.Aggregate(new MemoryStream(bytes), 0L, block => 1L, (a, b) => a + b, BlockBoundary.None, options).Report;
        ProcessingReport transformed = FileProcessor.Transform(new MemoryStream(bytes), new MemoryStream(), (source, destination, offset) => source.CopyTo(destination), options);
        ProcessingReport counted = FileProcessor.Count(new MemoryStream(bytes), new CountingOptions { Processing = options }).Report;

        aggregated.Threading.Should().Be(ThreadingMethod.None);
        transformed.Threading.Should().Be(ThreadingMethod.None);
        counted.Threading.Should().Be(ThreadingMethod.None);
        aggregated.Access.Should().BeNull();
    }

    [Fact]
    public void A_view_size_below_the_minimum_is_raised_to_it_and_the_report_says_so()
    {
        string input = _dir.Write("in", TestData.Random(200_000));
        var options = new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = ThreadingMethod.None, ViewSize = 1 };

        ProcessingReport report = FileProcessor.Shift(input, _dir.File("out"), 3, options: options);

        report.ViewSize.Should().Be(ProcessingOptions.MinViewSize);
        report.Note.Should().Contain($"raised to {ProcessingOptions.MinViewSize}");
    }
}

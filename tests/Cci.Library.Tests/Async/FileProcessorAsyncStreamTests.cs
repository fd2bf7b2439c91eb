namespace Cci.Library.Tests.Async;

/// <summary>
/// The asynchronous stream calls: over a stream that allows only ReadAsync and WriteAsync, with short reads, they give what
/// the synchronous calls give over the same bytes in a MemoryStream (the value, the blocks, the report but its time), and
/// their token cancels a read that is pending.
/// </summary>
public sealed class FileProcessorAsyncStreamTests : IDisposable
{
    /// <summary>Empty, one byte, odd, and on and across the edges of a 4 KiB block.</summary>
    private static readonly int[] Sizes = [0, 1, 7, 4095, 4096, 4097, 8191, 8193, 65_537];

    private static readonly ProcessingOptions Blocks4K = new() { BlockSize = 4096 };

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    public static TheoryData<string> Boundaries => ["none", "lines", "overlap"];

    [Theory]
    [MemberData(nameof(Boundaries))]
    public async Task AggregateAsync_over_an_async_only_stream_hands_over_the_blocks_the_synchronous_call_does(string rule)
    {
        BlockBoundary boundary = rule switch { "lines" => BlockBoundary.Lines, "overlap" => BlockBoundary.WithOverlap(5), _ => BlockBoundary.None };
        foreach (int size in Sizes)
        {
            byte[] bytes = PlainCount.Text(size, seed: size + 3);

            Aggregated<List<string>> expected = FileProcessor.Aggregate(new MemoryStream(bytes), new List<string>(), Describe, Append, boundary, Blocks4K);
            Aggregated<List<string>> actual = await FileProcessor.AggregateAsync(new AsyncOnlyStream(bytes, mostPerRead: 1000), new List<string>(), Describe, Append, boundary, Blocks4K);

            actual.Value.Should().Equal(expected.Value, $"{size} bytes, {rule}");
            Timeless(actual.Report).Should().Be(Timeless(expected.Report), $"{size} bytes, {rule}");
        }
    }

    [Fact]
    public async Task TransformAsync_reads_and_writes_only_asynchronously_and_writes_what_the_synchronous_call_writes()
    {
        foreach (int size in Sizes)
        {
            byte[] bytes = PlainCount.Text(size, seed: size);
            var expectedOutput = new MemoryStream();
            ProcessingReport expected = FileProcessor.Transform(new MemoryStream(bytes), expectedOutput, XorWithOffset, Blocks4K);
            var output = new AsyncOnlyStream();

            ProcessingReport actual = await FileProcessor.TransformAsync(new AsyncOnlyStream(bytes, mostPerRead: 333), output, XorWithOffset, Blocks4K);

            output.Written.Should().Equal(expectedOutput.ToArray(), $"{size} bytes");
            Timeless(actual).Should().Be(Timeless(expected), $"{size} bytes");
            actual.Output.Should().Be(OutputMode.Stream);
        }
    }

    [Fact]
    public async Task TransformAsync_with_a_struct_transform_is_the_delegate_form()
    {
        byte[] bytes = PlainCount.Text(10_001, seed: 1);
        var viaDelegate = new AsyncOnlyStream();
        var viaStruct = new AsyncOnlyStream();

        await FileProcessor.TransformAsync(new AsyncOnlyStream(bytes, 999), viaDelegate, XorWithOffset, Blocks4K);
        await FileProcessor.TransformAsync(new AsyncOnlyStream(bytes, 999), viaStruct, default(XorWithOffsetTransform), Blocks4K);

        viaStruct.Written.Should().Equal(viaDelegate.Written);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task CountAsync_over_an_async_only_stream_counts_as_the_synchronous_call(bool utf8)
    {
        var options = new CountingOptions
        {
            Values = CountedValues.Lines | CountedValues.Words | CountedValues.Bytes | CountedValues.Characters | CountedValues.LongestLine,
            Utf8 = utf8,
            Processing = Blocks4K,
        };
        foreach (int size in Sizes)
        {
            byte[] bytes = PlainCount.Text(size, seed: size + 11);

            Aggregated<TextCounts> expected = FileProcessor.Count(new MemoryStream(bytes), options);
            Aggregated<TextCounts> actual = await FileProcessor.CountAsync(new AsyncOnlyStream(bytes, mostPerRead: 777), options);

            actual.Value.Should().Be(expected.Value, $"{size} bytes");
            Timeless(actual.Report).Should().Be(Timeless(expected.Report), $"{size} bytes");
        }
    }

    [Theory]
    [InlineData(4097, -1)]
    [InlineData(4097, 0)]
    [InlineData(4097, 4096)]
    [InlineData(65_537, 65_536)]
    public async Task CompareAsync_reads_the_dash_only_asynchronously_and_finds_what_the_synchronous_call_finds(int size, int changed)
    {
        byte[] bytes = PlainCount.Text(size, seed: 5);
        string file = _dir.Write("file", bytes);
        byte[] other = (byte[])bytes.Clone();
        if (changed >= 0)
        {
            other[changed] ^= 0x20;
        }

        var options = ComparisonOptions.Default;
        ComparisonResult expected = FileProcessor.Compare(file, "-", new MemoryStream(other), differences: null, options);
        ComparisonResult actual = await FileProcessor.CompareAsync(file, "-", new AsyncOnlyStream(other, mostPerRead: 500), differences: null, options);

        (actual with { Report = Timeless(actual.Report), AvailableMemory = 0 }).Should().Be(expected with { Report = Timeless(expected.Report), AvailableMemory = 0 });
        (actual.FirstDifference is null).Should().Be(changed < 0);
    }

    [Fact]
    public async Task The_token_cancels_a_read_that_is_pending()
    {
        await Cancelled(stream => FileProcessor.AggregateAsync(stream, 0L, b => (long)b.Bytes.Length, (a, b) => a + b, BlockBoundary.None, cancellationToken: Token(stream)));
        await Cancelled(stream => FileProcessor.TransformAsync(stream, new AsyncOnlyStream(), XorWithOffset, cancellationToken: Token(stream)));
        await Cancelled(stream => FileProcessor.CountAsync(stream, cancellationToken: Token(stream)));
        await Cancelled(stream => FileProcessor.CompareAsync(_dir.Write("cancel", new byte[100]), "-", stream, null, cancellationToken: Token(stream)));
    }

    private static readonly Dictionary<Stream, CancellationTokenSource> Sources = [];

    private static CancellationToken Token(Stream stream)
    {
        var source = new CancellationTokenSource();
        lock (Sources)
        {
            Sources[stream] = source;
        }

        return source.Token;
    }

    /// <summary>Starts the call over a stream whose second read never completes, cancels once that read is pending, and expects the call to end cancelled.</summary>
    private static async Task Cancelled(Func<Stream, Task> call)
    {
        var stream = new PendingReadStream(new byte[10]);
        Task running = call(stream);
        await stream.Pending.WaitAsync(TimeSpan.FromMinutes(1));
        running.IsCompleted.Should().BeFalse("the read is pending");
        CancellationTokenSource source;
        lock (Sources)
        {
            source = Sources[stream];
        }

        await source.CancelAsync();
        Func<Task> ending = () => running.WaitAsync(TimeSpan.FromMinutes(1));
        await ending.Should().ThrowAsync<OperationCanceledException>();
    }

    private static ProcessingReport Timeless(ProcessingReport report) => report with { Elapsed = TimeSpan.Zero };

    private static List<string> Describe(FileBlock block) => [$"{block.Offset}+{block.Bytes.Length}({block.BytesWithOverlap.Length}):{Hash(block.BytesWithOverlap)}"];

    private static List<string> Append(List<string> left, List<string> right)
    {
        left.AddRange(right);
        return left;
    }

    private static int Hash(ReadOnlySpan<byte> bytes)
    {
        var hash = new HashCode();
        hash.AddBytes(bytes);
        return hash.ToHashCode();
    }

    private static void XorWithOffset(ReadOnlySpan<byte> source, Span<byte> destination, long offset)
    {
        for (int i = 0; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] ^ (byte)(offset + i));
        }
    }

    private readonly struct XorWithOffsetTransform : IBlockTransform
    {
        public void Transform(ReadOnlySpan<byte> source, Span<byte> destination, long offset) => XorWithOffset(source, destination, offset);
    }
}

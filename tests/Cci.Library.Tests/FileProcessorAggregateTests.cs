using System.Text;

namespace Cci.Library.Tests;

public sealed class FileProcessorAggregateTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>Text with lines of every length from 0 to 300 bytes, so line ends fall everywhere relative to block edges.</summary>
    private static byte[] Lines(int size, int seed)
    {
        var random = new Random(seed);
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++)
        {
            bytes[i] = random.Next(40) == 0 ? (byte)'\n' : (byte)('a' + random.Next(26));
        }

        return bytes;
    }

    /// <summary>Each block's (offset, bytes) in file order: the combine concatenates, so the result shows how the file was cut.</summary>
    private static List<(long Offset, byte[] Bytes)> Blocks(string path, BlockBoundary boundary, ProcessingOptions options) =>
        FileProcessor.Aggregate(path, new List<(long, byte[])>(), block => [(block.Offset, block.Bytes.ToArray())], (a, b) => { a.AddRange(b); return a; }, boundary, options).Value;

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void Blocks_cut_at_lines_cover_the_file_once_in_order_and_split_no_line(AccessMethod access, ThreadingMethod threading)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] input = Lines(size, seed: size);
            var blocks = Blocks(_dir.Write($"in-{size}", input), BlockBoundary.Lines, Strategies.Options(access, threading));

            blocks.SelectMany(b => b.Bytes).Should().Equal(input, $"{access}/{threading} on {size} bytes: every byte once, in order");
            long next = 0;
            foreach ((long offset, byte[] bytes) in blocks)
            {
                offset.Should().Be(next);
                next += bytes.Length;
                bool last = next == input.Length;
                if (!last)
                {
                    bytes[^1].Should().Be((byte)'\n', $"block at {offset} ends inside a line");
                }
            }
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void Blocks_cut_anywhere_cover_the_file_once_in_order(AccessMethod access, ThreadingMethod threading)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] input = TestData.Random(size, seed: size);
            var blocks = Blocks(_dir.Write($"in-{size}", input), BlockBoundary.None, Strategies.Options(access, threading));

            blocks.SelectMany(b => b.Bytes).Should().Equal(input);
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void With_an_overlap_every_match_is_found_once_even_across_block_edges(AccessMethod access, ThreadingMethod threading)
    {
        byte[] pattern = "needle"u8.ToArray();
        byte[] input = Lines(300_007, seed: 3);
        // A match straddling every block edge (4096 bytes), and one at the very start and end.
        for (int edge = 0; edge + pattern.Length < input.Length; edge += 4096)
        {
            pattern.CopyTo(input, Math.Max(0, edge - 3));
        }

        pattern.CopyTo(input, input.Length - pattern.Length);
        string path = _dir.Write("in", input);

        List<long> found = FileProcessor.Aggregate(
            path, new List<long>(), block => Matches(block, pattern), (a, b) => { a.AddRange(b); return a; }, BlockBoundary.WithOverlap(pattern.Length - 1),
            Strategies.Options(access, threading)).Value;

        found.Should().Equal(NaiveMatches(input, pattern));
    }

    [Fact]
    public void A_line_longer_than_many_blocks_is_handed_over_whole()
    {
        byte[] input = [.. Encoding.ASCII.GetBytes("short\n"), .. Enumerable.Repeat((byte)'x', 300_000), (byte)'\n', .. "end"u8];
        string path = _dir.Write("in", input);

        foreach ((AccessMethod a, ThreadingMethod t) in Strategies.AllForFunctions())
        {
            var blocks = Blocks(path, BlockBoundary.Lines, Strategies.Options(a, t));

            blocks.Select(b => b.Bytes.Length).Should().Contain(300_001, $"{a}/{t}");
            blocks.SelectMany(b => b.Bytes).Should().Equal(input);
        }
    }

    [Fact]
    public void An_aggregate_without_its_boundary_does_not_compile()
    {
        string[] errors = [.. SnippetCompiler.Errors("""
            using Cci;

            public static class User
            {
                public static long Lines(string path) =>
                    FileProcessor.Aggregate(path, 0L, block => (long)block.Bytes.Length, (a, b) => a + b).Value;

                public static long Bytes(System.IO.Stream input) =>
                    FileProcessor.Aggregate(input, 0L, block => (long)block.Bytes.Length, (a, b) => a + b).Value;
            }
            """, Microsoft.CodeAnalysis.OutputKind.DynamicallyLinkedLibrary).Select(e => e.Id)];

        // CS1501: No overload for method 'Aggregate' takes 4 arguments (the boundary is required).
        errors.Should().Equal("CS1501", "CS1501");
    }

    [Fact]
    public void A_kernel_named_for_your_own_function_is_refused_not_ignored()
    {
        string path = _dir.Write("in", Lines(10_000, 1));

        Action run = () => FileProcessor.Aggregate(
            path, 0L, block => block.Bytes.Length, (a, b) => a + b, BlockBoundary.Lines, new ProcessingOptions { Kernel = KernelMethod.Scalar });

        run.Should().Throw<ArgumentException>().WithMessage("ProcessingOptions.Kernel is Scalar*");
    }

    [Fact]
    public void The_report_names_no_kernel_of_cci_when_your_function_ran()
    {
        string path = _dir.Write("in", Lines(10_000, 1));

        Aggregated<long> result = FileProcessor.Aggregate(path, 0L, block => block.Bytes.Length, (a, b) => a + b, BlockBoundary.Lines);

        result.Value.Should().Be(10_000);
        result.Report.Kernel.Should().BeNull();
        result.Report.VectorBytes.Should().Be(0);
    }

    [Fact]
    public void An_empty_file_gives_the_seed_and_calls_nothing()
    {
        string path = _dir.Write("empty", []);

        Aggregated<int> result = FileProcessor.Aggregate(path, 42, _ => throw new InvalidOperationException("no block"), (a, b) => a + b, BlockBoundary.Lines);

        result.Value.Should().Be(42);
        result.Report.Bytes.Should().Be(0);
    }

    [Fact]
    public void A_function_that_throws_surfaces_as_its_exception()
    {
        string path = _dir.Write("in", TestData.Random(100_000));

        Action run = () => FileProcessor.Aggregate(path, 0, _ => throw new InvalidTimeZoneException("the user's function failed"), (a, b) => a + b, BlockBoundary.None);

        run.Should().Throw<InvalidTimeZoneException>();
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(200_003)]
    public async Task A_pipe_is_cut_by_the_same_rules(int size)
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() || OperatingSystem.IsMacOS(), "named pipes made by mkfifo are a Unix thing");
        byte[] input = Lines(size, seed: 9);
        foreach (BlockBoundary boundary in new[] { BlockBoundary.None, BlockBoundary.Lines, BlockBoundary.WithOverlap(5) })
        {
            string fifo = Fifo.Make(_dir.File($"pipe-{boundary.Delimiter}-{boundary.Overlap}"));
            Task writer = Task.Run(() => File.WriteAllBytes(fifo, input), TestContext.Current.CancellationToken);

            var blocks = Blocks(fifo, boundary, new ProcessingOptions { BlockSize = 4096 });

            await writer;
            blocks.SelectMany(b => b.Bytes).Should().Equal(input, boundary.ToString());
            if (boundary.Delimiter is byte d)
            {
                blocks.SkipLast(1).Where(b => b.Bytes[^1] != d).Should().BeEmpty("every block but the last ends with the delimiter");
            }
        }
    }

    [Theory]
    [InlineData(0)]
    [InlineData(1)]
    [InlineData(4095)]
    [InlineData(4096)]
    [InlineData(4097)]
    [InlineData(200_003)]
    public void A_stream_is_cut_by_the_same_rules_as_a_file(int size)
    {
        byte[] input = Lines(size, seed: size);
        foreach (BlockBoundary boundary in new[] { BlockBoundary.None, BlockBoundary.Lines, BlockBoundary.WithOverlap(5) })
        {
            using var stream = new TrickleStream(input, mostPerRead: 1000);

            var blocks = StreamBlocks(stream, boundary);

            blocks.SelectMany(b => b.Bytes).Should().Equal(input, boundary.ToString());
            blocks.Select(b => b.Offset).Should().Equal(blocks.Select((b, i) => blocks.Take(i).Sum(p => (long)p.Bytes.Length)), "offsets run on");
            if (boundary.Delimiter is byte d)
            {
                blocks.SkipLast(1).Where(b => b.Bytes[^1] != d).Should().BeEmpty("every block but the last ends with the delimiter");
            }
        }
    }

    [Fact]
    public void With_an_overlap_a_stream_gives_every_match_once_even_across_block_edges()
    {
        byte[] pattern = "needle"u8.ToArray();
        byte[] input = Lines(100_003, seed: 5);
        for (int edge = 0; edge + pattern.Length < input.Length; edge += 4096)
        {
            pattern.CopyTo(input, Math.Max(0, edge - 3));
        }

        using var stream = new TrickleStream(input, mostPerRead: 777);

        List<long> found = FileProcessor.Aggregate(
            stream, new List<long>(), block => Matches(block, pattern), (a, b) => { a.AddRange(b); return a; }, BlockBoundary.WithOverlap(pattern.Length - 1),
            new ProcessingOptions { BlockSize = 4096 }).Value;

        found.Should().Equal(NaiveMatches(input, pattern));
    }

    [Fact]
    public void A_stream_is_read_from_where_it_stands_and_left_open()
    {
        byte[] input = "skip\none\ntwo\n"u8.ToArray();
        using var stream = new MemoryStream(input) { Position = 5 };

        var blocks = StreamBlocks(stream, BlockBoundary.Lines);

        blocks.SelectMany(b => b.Bytes).Should().Equal(input[5..]);
        blocks[0].Offset.Should().Be(0, "offsets count from where the stream stood");
        stream.CanRead.Should().BeTrue("the caller's stream is not disposed");
        stream.Position.Should().Be(input.Length);
    }

    [Fact]
    public void A_cancelled_stream_aggregate_stops_with_OperationCanceledException()
    {
        using var stream = new MemoryStream(Lines(100_000, seed: 1));
        using var cancel = new CancellationTokenSource();
        cancel.Cancel();

        Action run = () => FileProcessor.Aggregate(stream, 0L, block => (long)block.Bytes.Length, (a, b) => a + b, BlockBoundary.None, cancellationToken: cancel.Token);

        run.Should().Throw<OperationCanceledException>();
    }

    private static List<(long Offset, byte[] Bytes)> StreamBlocks(Stream stream, BlockBoundary boundary) =>
        FileProcessor.Aggregate(
            stream, new List<(long, byte[])>(), block => [(block.Offset, block.Bytes.ToArray())], (a, b) => { a.AddRange(b); return a; }, boundary,
            new ProcessingOptions { BlockSize = 4096 }).Value;

    private static List<long> Matches(FileBlock block, byte[] pattern)
    {
        var found = new List<long>();
        ReadOnlySpan<byte> bytes = block.BytesWithOverlap;
        for (int i = 0; i < block.Bytes.Length && i + pattern.Length <= bytes.Length; i++)
        {
            if (bytes.Slice(i, pattern.Length).SequenceEqual(pattern))
            {
                found.Add(block.Offset + i);
            }
        }

        return found;
    }

    private static List<long> NaiveMatches(byte[] input, byte[] pattern)
    {
        var found = new List<long>();
        for (int i = 0; i + pattern.Length <= input.Length; i++)
        {
            if (input.AsSpan(i, pattern.Length).SequenceEqual(pattern))
            {
                found.Add(i);
            }
        }

        return found;
    }
}

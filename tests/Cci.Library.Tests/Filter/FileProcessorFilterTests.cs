using System.Buffers;
using System.Diagnostics;
using System.Text;

namespace Cci.Library.Tests.Filter;

/// <summary>
/// FileProcessor.Filter: each block's output, however long, is written in file order, on every strategy and across block
/// edges; the workers run only a bounded number of blocks ahead of the output; the output file is replaced only by a
/// whole run. The GrepLines sample prints what LC_ALL=C grep -F prints.
/// </summary>
public sealed class FileProcessorFilterTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    /// <summary>Lines of 0 to 40 bytes, some with the word, and a last line without its newline when the size cuts it.</summary>
    private static byte[] Lines(int size, int seed)
    {
        var random = new Random(seed);
        var text = new StringBuilder();
        while (text.Length < size)
        {
            int length = random.Next(0, 41);
            for (int i = 0; i < length; i++)
            {
                text.Append(random.Next(8) == 0 ? "needle"[random.Next(6)] : (char)('a' + random.Next(26)));
            }

            if (random.Next(5) == 0)
            {
                text.Append("needle");
            }

            text.Append('\n');
        }

        return Encoding.ASCII.GetBytes(text.ToString())[..size];
    }

    /// <summary>grep -F over lines, as a plain loop.</summary>
    private static byte[] Reference(byte[] input, byte[] word)
    {
        var output = new MemoryStream();
        foreach (byte[] line in SplitLines(input))
        {
            if (line.AsSpan().IndexOf(word) >= 0)
            {
                output.Write(line);
                output.WriteByte((byte)'\n');
            }
        }

        return output.ToArray();
    }

    private static IEnumerable<byte[]> SplitLines(byte[] input)
    {
        int start = 0;
        for (int i = 0; i < input.Length; i++)
        {
            if (input[i] == '\n')
            {
                yield return input[start..i];
                start = i + 1;
            }
        }

        if (start < input.Length)
        {
            yield return input[start..];
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void The_blocks_outputs_are_written_in_file_order_on_every_strategy(AccessMethod access, ThreadingMethod threading)
    {
        byte[] word = "needle"u8.ToArray();
        foreach (int size in Strategies.Sizes)
        {
            byte[] input = Lines(size, seed: size);
            string path = _dir.Write($"in-{size}", input);
            string output = _dir.File($"out-{size}");
            ProcessingOptions options = Strategies.Options(access, threading);

            Aggregated<long> filtered = FileProcessor.Filter(path, output, (block, writer) => GrepLines.Lines(block.Bytes, word, writer), BlockBoundary.Lines, options);

            byte[] expected = Reference(input, word);
            File.ReadAllBytes(output).Should().Equal(expected, $"{size} bytes, {access}/{threading}");
            filtered.Value.Should().Be(expected.Length);
            filtered.Report.Bytes.Should().Be(size);
        }
    }

    [Theory]
    [MemberData(nameof(Strategies.FunctionMatrix), MemberType = typeof(Strategies))]
    public void A_block_may_write_more_than_it_holds_and_each_block_edge_is_a_line_end(AccessMethod access, ThreadingMethod threading)
    {
        byte[] input = Lines(300_007, seed: 9);
        string path = _dir.Write("in", input);
        var output = new MemoryStream();

        // Each block written twice, with a marker after it: the output shows every block whole, in order, ending at a line end.
        FileProcessor.Filter(path, output, (block, writer) =>
        {
            writer.Write(block.Bytes);
            writer.Write(block.Bytes);
            writer.Write("|"u8);
        }, BlockBoundary.Lines, Strategies.Options(access, threading));

        string[] blocks = Encoding.ASCII.GetString(output.ToArray()).Split('|', StringSplitOptions.RemoveEmptyEntries);
        var joined = new StringBuilder();
        foreach (string twice in blocks)
        {
            string once = twice[..(twice.Length / 2)];
            twice.Should().Be(once + once);
            joined.Append(once);
            if (joined.Length < input.Length)
            {
                once.Should().EndWith("\n", "a block ends at a line end");
            }
        }

        joined.ToString().Should().Be(Encoding.ASCII.GetString(input));
    }

    [Fact]
    public void The_workers_run_at_most_two_buffers_each_ahead_of_the_output()
    {
        // 64 blocks of 128 KiB on 4 workers; the first block waits (up to 2 s) for 40 others to start. Unbounded, they
        // would; bounded, at most 2 x 4 buffers are outstanding, with the first block's (the one the output waits for)
        // and the line across a block edge the fold is writing, so it gives up waiting and goes on. Each block's output is
        // larger than the 64 KiB small outputs are gathered into, so each reaches the output in writes of its own.
        const int Workers = 4;
        const int Block = 128 * 1024;
        byte[] input = Lines(64 * Block, seed: 3);
        string path = _dir.Write("in", input);
        var output = new CountingStream();
        int entered = 0;
        int most = 0;
        using var enough = new ManualResetEventSlim();

        FileProcessor.Filter(path, output, (block, writer) =>
        {
            int now = Interlocked.Increment(ref entered);
            int outstanding = now - output.Writes;
            InterlockedMax(ref most, outstanding);
            if (now >= 40)
            {
                enough.Set();
            }

            if (block.Offset == 0)
            {
                enough.Wait(TimeSpan.FromSeconds(2));
            }

            writer.Write(block.Bytes);
        }, BlockBoundary.Lines, new ProcessingOptions { Access = AccessMethod.RandomAccess, Threading = ThreadingMethod.MultiThreaded, BlockSize = Block, Workers = Workers });

        output.ToArray().Should().Equal(input);
        most.Should().BeLessThanOrEqualTo((2 * Workers) + 2);
    }

    [Fact]
    public void Small_outputs_reach_the_output_gathered_not_in_a_write_per_block()
    {
        // 1 MiB in 4 KiB blocks, each writing its first line: about 500 blocks and seams, about 15 KB out.
        byte[] input = Lines(1 << 20, seed: 4);
        string path = _dir.Write("in", input);
        var output = new CountingStream();
        int blocks = 0;

        FileProcessor.Filter(path, output, (block, writer) =>
        {
            Interlocked.Increment(ref blocks);
            ReadOnlySpan<byte> bytes = block.Bytes;
            writer.Write(bytes[..(bytes.IndexOf((byte)'\n') + 1)]);
        }, BlockBoundary.Lines, new ProcessingOptions { BlockSize = 4096, Workers = 2 });

        blocks.Should().BeGreaterThan(250);
        output.Length.Should().BeGreaterThan(0);
        output.Writes.Should().BeLessThanOrEqualTo(2, "what the blocks write, in order, goes out in writes of 64 KiB");
    }

    [Fact]
    public void A_failing_block_function_leaves_the_old_output_and_no_temporary_file()
    {
        string path = _dir.Write("in", Lines(200_000, seed: 1));
        string output = _dir.Write("out", "old output"u8.ToArray());

        Action run = () => FileProcessor.Filter(path, output, (block, writer) =>
        {
            if (block.Offset > 100_000)
            {
                throw new InvalidDataException("bad block");
            }

            writer.Write(block.Bytes);
        }, BlockBoundary.Lines, new ProcessingOptions { Threading = ThreadingMethod.ThreadPool, BlockSize = 4096, Workers = 3 });

        run.Should().Throw<InvalidDataException>();
        File.ReadAllText(output).Should().Be("old output");
        Directory.GetFiles(_dir.Path).Should().HaveCount(2, "only the input and the old output");
    }

    [Fact]
    public void GrepLines_prints_what_grep_F_prints_in_the_C_locale()
    {
        Assert.SkipWhen(OperatingSystem.IsWindows(), "grep is a POSIX tool");
        byte[] input = Lines(500_003, seed: 21);
        string path = _dir.Write("in", input);
        string output = _dir.File("out");

        GrepLines.Filter(path, output, "needle"u8.ToArray(), new ProcessingOptions { BlockSize = 4096 });

        var start = new ProcessStartInfo("grep", ["-F", "needle", path]) { RedirectStandardOutput = true, UseShellExecute = false };
        start.Environment["LC_ALL"] = "C";
        using Process grep = Process.Start(start)!;
        var expected = new MemoryStream();
        grep.StandardOutput.BaseStream.CopyTo(expected);
        grep.WaitForExit();
        File.ReadAllBytes(output).Should().Equal(expected.ToArray());
    }

    private static void InterlockedMax(ref int location, int value)
    {
        int seen;
        while (value > (seen = Volatile.Read(ref location)) && Interlocked.CompareExchange(ref location, value, seen) != seen)
        {
        }
    }

    /// <summary>A memory stream that counts its writes (the filter writes each block's bytes with one).</summary>
    private sealed class CountingStream : MemoryStream
    {
        private int _writes;

        public int Writes => Volatile.Read(ref _writes);

        // A MemoryStream subclass's span write comes here too (through Stream's), so each write is counted once.
        public override void Write(byte[] buffer, int offset, int count)
        {
            base.Write(buffer, offset, count);
            Interlocked.Increment(ref _writes);
        }
    }
}

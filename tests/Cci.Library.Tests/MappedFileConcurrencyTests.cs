using System.Runtime.CompilerServices;

namespace Cci.Library.Tests;

public sealed class MappedFileConcurrencyTests
{
    [Fact]
    public void Readers_on_several_threads_all_read_the_right_bytes()
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(300_000);
        using MappedFile file = MappedFile.OpenRead(dir.Write("file", content));

        Parallel.For(0, 64, i =>
        {
            int offset = i * 4001;
            int length = content.Length - offset;
            file.Read(offset, length, TestData.Sum).Should().Be(TestData.Sum(content.AsSpan(offset)));
        });
    }

    [Fact]
    public async Task Readers_racing_Dispose_either_complete_with_the_right_bytes_or_get_ObjectDisposedException()
    {
        using var dir = new TempDirectory();
        byte[] content = TestData.Random(256 * 1024);
        string path = dir.Write("file", content);
        const int Iterations = 300;
        const int Readers = 3;
        long completed = 0;
        long refused = 0;

        for (int i = 0; i < Iterations; i++)
        {
            MappedFile file = MappedFile.OpenRead(path);
            var reads = new StrongBox<int>();
            Task<(int Completed, bool Refused)>[] readers = Enumerable.Range(0, Readers)
                .Select(r => Task.Run(() => ReadUntilDisposed(file, content, seed: (i * Readers) + r, reads)))
                .ToArray();

            // Dispose at a different point each time: at once, or after a few reads are done.
            SpinWait.SpinUntil(() => Volatile.Read(ref reads.Value) >= i % 5, TimeSpan.FromSeconds(10));
            file.Dispose();

            foreach ((int readerCompleted, bool readerRefused) in await Task.WhenAll(readers))
            {
                readerRefused.Should().BeTrue("every reader keeps reading until a call is refused");
                completed += readerCompleted;
                refused++;
            }
        }

        refused.Should().Be(Iterations * Readers);
        completed.Should().BePositive();
    }

    /// <summary>Reads random ranges, checking each, until a call throws ObjectDisposedException; any other exception fails the test.</summary>
    private static (int Completed, bool Refused) ReadUntilDisposed(MappedFile file, byte[] content, int seed, StrongBox<int> reads)
    {
        var random = new Random(seed);
        int completed = 0;
        while (true)
        {
            int offset = random.Next(content.Length);
            int length = random.Next(content.Length - offset + 1);
            long sum;
            try
            {
                sum = file.Read(offset, length, TestData.Sum);
            }
            catch (ObjectDisposedException)
            {
                return (completed, true);
            }

            sum.Should().Be(TestData.Sum(content.AsSpan(offset, length)));
            completed++;
            Interlocked.Increment(ref reads.Value);
        }
    }
}

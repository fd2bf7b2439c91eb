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

            if (OperatingSystem.IsLinux())
            {
                MappedFileReadTests.MappingsOf(path).Should().Be(0, "the whole-file view is unmapped by Dispose or by the last read in flight");
            }
        }

        refused.Should().Be(Iterations * Readers);
        completed.Should().BePositive();
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public async Task Every_call_that_starts_after_Dispose_returned_is_refused_while_others_are_in_flight(bool readWrite)
    {
        using var dir = new TempDirectory();
        string path = dir.Write("file", TestData.Random(64 * 1024));
        const int Callers = 3;

        for (int round = 0; round < 20; round++)
        {
            MappedFile file = readWrite ? MappedFile.OpenReadWrite(path) : MappedFile.OpenRead(path);
            int disposed = 0;
            var started = new CountdownEvent(Callers);
            Task<long>[] callers = [.. Enumerable.Range(0, Callers).Select(c => Task.Run(() => CallAfterDispose(file, c, started, () => Volatile.Read(ref disposed) == 1)))];

            started.Wait();
            file.Dispose();
            Volatile.Write(ref disposed, 1);

            long[] ranAfterDispose = await Task.WhenAll(callers);
            ranAfterDispose.Sum().Should().Be(0, "no call that began after Dispose returned may run");
        }
    }

    /// <summary>
    /// Calls Read, the view Read, Write and Flush in turn until one throws ObjectDisposedException; returns how many calls that
    /// began after Dispose had returned succeeded (stopping at 10,000 of them, where the file never refuses).
    /// </summary>
    private static long CallAfterDispose(MappedFile file, int seed, CountdownEvent started, Func<bool> disposeReturned)
    {
        var random = new Random(seed);
        started.Signal();
        long ranAfterDispose = 0;
        for (long call = 0; ranAfterDispose < 10_000; call++)
        {
            bool after = disposeReturned();
            try
            {
                int offset = random.Next(60 * 1024);
                switch (call % 4)
                {
                    case 0:
                        file.Read(offset, 4096, TestData.Sum);
                        break;
                    case 1:
                        file.Read(offset, static (view, offset) => view.GetSpan(offset, 64)[0]);
                        break;
                    case 2 when file.CanWrite:
                        file.Write(offset, 16, bytes => bytes[0]++);
                        break;
                    default:
                        file.Flush();
                        break;
                }
            }
            catch (ObjectDisposedException)
            {
                return ranAfterDispose;
            }

            if (after)
            {
                ranAfterDispose++;
            }
        }

        return ranAfterDispose;
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

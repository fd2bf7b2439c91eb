namespace Cci.Library.Tests;

/// <summary>
/// What a streamed comparison allocates, counted process-wide (its workers are pool threads): so it runs by itself, after
/// the parallel tests, where no other test's allocations are counted with it.
/// </summary>
[Collection(nameof(CompareMemoryTests))]
public sealed class CompareMemoryTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Fact]
    public void Two_million_differences_stream_in_batches_with_flat_memory()
    {
        const int size = 2_000_000;
        string a = _dir.Write("a", new byte[size]);
        string b = _dir.Write("b", Enumerable.Repeat((byte)0xFF, size).ToArray());
        long count = 0;
        long next = 0;
        int largestBatch = 0;
        long allocatedBefore = GC.GetTotalAllocatedBytes(precise: true);

        ComparisonResult result = FileProcessor.Compare(a, b, batch =>
        {
            foreach (ByteDifference difference in batch)
            {
                if (difference.Offset != next++ || difference.First != 0 || difference.Second != 0xFF)
                {
                    throw new InvalidOperationException($"difference {difference} out of order or wrong");
                }
            }

            count += batch.Length;
            largestBatch = Math.Max(largestBatch, batch.Length);
        });

        long allocated = GC.GetTotalAllocatedBytes(precise: true) - allocatedBefore;
        count.Should().Be(size);
        result.DifferenceCount.Should().Be(size);
        largestBatch.Should().BeLessThan(size / 100, "the differences come in batches, not all at once");
        // A list of them would take 16 bytes each: 32 MB. The run's buffers are a few MB at most, whatever the count.
        allocated.Should().BeLessThan(12_000_000);
    }
}

/// <summary>Runs <see cref="CompareMemoryTests"/> after every parallel test, by itself.</summary>
[CollectionDefinition(nameof(CompareMemoryTests), DisableParallelization = true)]
public sealed class CompareMemoryCollection;

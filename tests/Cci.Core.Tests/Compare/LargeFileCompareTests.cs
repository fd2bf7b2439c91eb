using Cci.Core.Access;
using Cci.Core.Compare;

namespace Cci.Core.Tests.Compare;

/// <summary>Files past 2^31 and 2^32 bytes: sparse pairs that differ only around each edge, so nothing much is read from disk.</summary>
[Trait("Category", "Slow")]
public sealed class LargeFileCompareTests
{
    private const long Length = (1L << 32) + 4097;
    private static readonly long[] Edges = [1L << 31, 1L << 32];

    public static TheoryData<AccessMethod, ThreadingMethod, long, bool> Strategies => new()
    {
        { AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, MemoryMappedAccess.DefaultViewSize, false },
        { AccessMethod.MemoryMapped, ThreadingMethod.None, 300L << 20, false },
        { AccessMethod.FileStream, ThreadingMethod.MultiThreaded, MemoryMappedAccess.DefaultViewSize, false },
        { AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, MemoryMappedAccess.DefaultViewSize, true },
    };

    [Theory]
    [MemberData(nameof(Strategies))]
    public void Mismatches_on_both_sides_of_the_2_GiB_and_4_GiB_edges_are_found_at_their_64_bit_offsets(
        AccessMethod access, ThreadingMethod threading, long viewSize, bool streamed)
    {
        using var dir = new TempDirectory();
        long[] offsets = [.. Edges.SelectMany(edge => new[] { edge - 1, edge }), Length - 1];
        string left = Sparse(dir.File("left"), []);
        string right = Sparse(dir.File("right"), offsets);

        var found = new MismatchCollector();
        ComparisonResult report = CompareJob.Run(
            new CompareRequest(left, right, new ComparisonOptions { MaxDifferences = 100, Processing = (new ProcessingOptions { Access = access, Threading = threading, BlockSize = 1 << 20, Workers = 2, ViewSize = viewSize }).WithWidestKernel(true) }, ComparisonMode.EveryDifference)
            {
                AvailableMemory = streamed ? 0 : long.MaxValue,
            },
            Stream.Null,
            found);

        report.Streamed.Should().Be(streamed);
        found.Items.Should().Equal(offsets.Select(o => new ByteDifference(o, 0, 0xA5)));
        report.EndedFirst.Should().BeNull();
    }

    private static string Sparse(string path, long[] marked)
    {
        using var handle = File.OpenHandle(path, FileMode.CreateNew, FileAccess.Write);
        RandomAccess.SetLength(handle, Length);
        foreach (long offset in marked)
        {
            RandomAccess.Write(handle, new byte[] { 0xA5 }, offset);
        }

        return path;
    }
}

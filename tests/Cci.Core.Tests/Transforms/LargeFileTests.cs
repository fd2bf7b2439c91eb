using Cci.Core.Access;
using Cci.Core.Transforms;

namespace Cci.Core.Tests.Transforms;

/// <summary>
/// Files past 2^31 and 2^32 bytes: sparse inputs with marker bytes on both sides of each edge, so the
/// test writes a 4 GiB output but reads almost nothing from disk. A few seconds each on an SSD.
/// </summary>
[Trait("Category", "Slow")]
public sealed class LargeFileTests
{
    private static readonly long[] Edges = [(1L << 31), (1L << 32)];
    private const long Length = (1L << 32) + 4097;

    public static TheoryData<AccessMethod, ThreadingMethod, long> Strategies => new()
    {
        { AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool, MemoryMappedAccess.DefaultViewSize },
        { AccessMethod.MemoryMapped, ThreadingMethod.None, 300L << 20 },
        { AccessMethod.FileStream, ThreadingMethod.MultiThreaded, MemoryMappedAccess.DefaultViewSize },
        { AccessMethod.IoUring, ThreadingMethod.MultiThreaded, MemoryMappedAccess.DefaultViewSize },
        { AccessMethod.IoUringUnbuffered, ThreadingMethod.ThreadPool, MemoryMappedAccess.DefaultViewSize },
    };

    [Theory]
    [MemberData(nameof(Strategies))]
    public void Bytes_on_both_sides_of_the_2_GiB_and_4_GiB_edges_are_transformed(AccessMethod access, ThreadingMethod threading, long viewSize)
    {
        UnbufferedProbe.SkipWhereTheMachineRefuses(access);
        using var dir = new TempDirectory();
        Assert.SkipWhen(UnbufferedProbe.Refuses(access, dir.Path), $"{dir.Path} refuses the direct I/O {access} needs");
        string input = dir.File("in");
        byte[] marker = TestData.Random(64, seed: 11);
        using (var handle = File.OpenHandle(input, FileMode.CreateNew, FileAccess.Write))
        {
            RandomAccess.SetLength(handle, Length);
            foreach (long edge in Edges)
            {
                RandomAccess.Write(handle, marker, edge - 32);
            }

            RandomAccess.Write(handle, marker, Length - marker.Length);
        }

        ProcessingReport report = TransformJob.Run(
            new TransformRequest
            {
                Input = input,
                Output = dir.File("out"),
                Shift = 1,
                Strategy = (new ProcessingOptions { Access = access, Threading = threading, BlockSize = 1 << 20, Workers = 2, ViewSize = viewSize }).WithWidestKernel(true),
            },
            Stream.Null,
            Stream.Null);

        report.Bytes.Should().Be(Length);
        using var output = File.OpenHandle(dir.File("out"));
        RandomAccess.GetLength(output).Should().Be(Length);
        byte[] expected = TestData.AddReference(marker, 1);
        foreach (long at in Edges.Select(e => e - 32).Append(Length - marker.Length))
        {
            byte[] actual = new byte[marker.Length];
            RandomAccess.Read(output, actual, at);
            actual.Should().Equal(expected, $"at offset {at}");
        }

        byte[] zeros = new byte[16];
        RandomAccess.Read(output, zeros, 3L << 30);
        zeros.Should().OnlyContain(b => b == 1, "a zero byte of the sparse input plus 1");
    }
}

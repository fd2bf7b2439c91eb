using Cci.Core.Access;
using Cci.Core.Jobs;
using Cci.Core.Threading;

namespace Cci.Core.Tests.Jobs;

public sealed class MappedViewTests
{
    public static TheoryData<ThreadingMethod, long, int> Views()
    {
        var data = new TheoryData<ThreadingMethod, long, int>();
        foreach (ThreadingMethod threading in Enum.GetValues<ThreadingMethod>())
        {
            foreach (long view in new long[] { 4096, 5000, 65536, 1 << 20 })
            {
                foreach (int size in new[] { 1, 4097, 65536, 1_000_003 })
                {
                    data.Add(threading, view, size);
                }
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Views))]
    public void Mapping_view_by_view_gives_the_same_bytes_as_mapping_whole(ThreadingMethod threading, long viewSize, int size)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(size, seed: size);
        string inputPath = dir.Write("in", input);
        foreach (int threads in new[] { 1, 3, 17 })
        {
            TransformReport report = TransformJob.Run(
                new TransformOptions
                {
                    Input = inputPath,
                    Output = dir.File("out"),
                    Shift = -9,
                    Access = AccessMethod.MemoryMapped,
                    Threading = threading,
                    Fast = true,
                    BufferSize = 4096,
                    Threads = threads,
                    ViewSize = viewSize,
                },
                Stream.Null,
                Stream.Null);

            File.ReadAllBytes(dir.File("out")).Should().Equal(TestData.AddReference(input, -9), $"threads {threads}");
            report.ViewSize.Should().Be(viewSize);
        }
    }
}

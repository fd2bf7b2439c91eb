using Cci.Core.Transforms;
using Cci.Core.Planning;

namespace Cci.Core.Tests.Transforms;

public sealed class MappedViewTests
{
    public static TheoryData<ThreadingMethod, long, int> Views()
    {
        var data = new TheoryData<ThreadingMethod, long, int>();
        foreach (ThreadingMethod threading in Enum.GetValues<ThreadingMethod>())
        {
            foreach (long view in new long[] { RunBounds.MinViewSize, 100_000, 1 << 20 })
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
            ProcessingReport report = TransformJob.Run(
                new TransformRequest
                {
                    Input = inputPath,
                    Output = dir.File("out"),
                    Shift = -9,
                    Strategy = (new ProcessingOptions { Access = AccessMethod.MemoryMapped, Threading = threading, BlockSize = 4096, Workers = threads, ViewSize = viewSize }).WithWidestKernel(true),
                },
                Stream.Null,
                Stream.Null);

            File.ReadAllBytes(dir.File("out")).Should().Equal(TestData.AddReference(input, -9), $"threads {threads}");
            report.ViewSize.Should().Be(viewSize);
        }
    }

    [Theory]
    [InlineData(AccessMethod.MemoryMapped, ThreadingMethod.None)]
    [InlineData(AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool)]
    [InlineData(AccessMethod.MappedRead, ThreadingMethod.MultiThreaded)]
    public void A_view_size_below_the_minimum_is_raised_with_a_note_and_the_bytes_stay_exact(AccessMethod access, ThreadingMethod threading)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(300_007, seed: 11);
        string inputPath = dir.Write("in", input);

        ProcessingReport report = TransformJob.Run(
            new TransformRequest
            {
                Input = inputPath,
                Output = dir.File("out"),
                Shift = 7,
                Strategy = new ProcessingOptions { Access = access, Threading = threading, Workers = 3, ViewSize = 1, Kernel = KernelMethod.Scalar },
            },
            Stream.Null,
            Stream.Null);

        File.ReadAllBytes(dir.File("out")).Should().Equal(TestData.AddReference(input, 7));
        report.ViewSize.Should().Be(RunBounds.MinViewSize);
        report.Note.Should().Contain("--view-size 1 raised to 65536");
    }
}

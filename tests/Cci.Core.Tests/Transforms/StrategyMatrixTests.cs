using Cci.Core.Transforms;

namespace Cci.Core.Tests.Transforms;

public sealed class StrategyMatrixTests
{
    private static readonly int[] Sizes = [0, 1, 7, 4095, 4096, 4097, 65537, 1_000_003];
    private static readonly int[] Buffers = [512, 4096, 65536];
    private static readonly int[] ThreadCounts = [1, 2, 3, 8, 17];

    public static TheoryData<AccessMethod, ThreadingMethod, bool, int> Matrix()
    {
        var data = new TheoryData<AccessMethod, ThreadingMethod, bool, int>();
        foreach (var (access, threading, fast) in Strategies.All)
        {
            foreach (int size in Sizes)
            {
                data.Add(access, threading, fast, size);
            }
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Matrix))]
    public void Every_strategy_matches_the_plain_reference_for_every_buffer_and_thread_count(
        AccessMethod access, ThreadingMethod threading, bool fast, int size)
    {
        using var dir = new TempDirectory();
        byte[] input = TestData.Random(size, seed: size);
        string inputPath = dir.Write("in.bin", input);
        byte[] expected = TestData.AddReference(input, 5);
        if (UnbufferedProbe.Refuses(access, dir.Path))
        {
            UnbufferedProbe.ShouldBeRefused(() => TransformJob.Run(
                new TransformRequest { Input = inputPath, Output = dir.File("out.bin"), Strategy = new ProcessingOptions { Access = access, Threading = threading, Kernel = KernelMethod.Scalar } }, Stream.Null, Stream.Null));
            Assert.Skip($"{dir.Path} refuses direct I/O, as expected: nothing more to run unbuffered");
        }

        foreach (int buffer in Buffers.Select(b => UnbufferedProbe.Stripe(access, b, dir.Path)).Distinct())
        {
            foreach (int threads in ThreadCounts)
            {
                string outputPath = dir.File("out.bin");
                ProcessingReport report = TransformJob.Run(
                    new TransformRequest
                    {
                        Input = inputPath,
                        Output = outputPath,
                        Shift = 5,
                        Strategy = (new ProcessingOptions { Access = access, Threading = threading, BlockSize = buffer, Workers = threads }).WithWidestKernel(fast),
                    },
                    Stream.Null,
                    Stream.Null);

                report.Bytes.Should().Be(size);
                File.ReadAllBytes(outputPath).Should().Equal(expected, $"buffer {buffer}, threads {threads}");
            }
        }

        dir.Others("in.bin", "out.bin").Should().BeEmpty("no temporary file may be left behind");
    }
}

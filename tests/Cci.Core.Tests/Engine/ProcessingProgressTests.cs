using Cci.Core.Transforms;

namespace Cci.Core.Tests.Engine;

public sealed class ProcessingProgressTests : IDisposable
{
    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(AccessMethod.FileStream, ThreadingMethod.None)]
    [InlineData(AccessMethod.FileStream, ThreadingMethod.MultiThreaded)]
    [InlineData(AccessMethod.MemoryMapped, ThreadingMethod.ThreadPool)]
    [InlineData(AccessMethod.MemoryMapped, ThreadingMethod.None)]
    public void After_a_run_the_counter_holds_every_byte_and_the_total(AccessMethod access, ThreadingMethod threading)
    {
        string input = _dir.Write("in.bin", TestData.Random(100_003));
        var progress = new ProcessingProgress();

        TransformJob.Run(new TransformRequest { Input = input, Output = _dir.File("out.bin"), Strategy = new ProcessingOptions { Access = access, Threading = threading, BlockSize = 4096, Kernel = KernelMethod.Scalar } },
            Stream.Null, Stream.Null, progress);

        (progress.Bytes, progress.Total).Should().Be((100_003, 100_003));
    }

    [Fact]
    public void A_streamed_run_counts_its_bytes_with_an_unknown_total()
    {
        var progress = new ProcessingProgress();
        using var input = new MemoryStream(TestData.Random(10_000));

        TransformJob.Run(new TransformRequest { Input = "-", Output = "-" }, input, Stream.Null, progress);

        (progress.Bytes, progress.Total).Should().Be((10_000, -1));
    }
}

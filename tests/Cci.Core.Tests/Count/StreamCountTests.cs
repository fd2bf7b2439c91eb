using Cci.Core.Count;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Count;

/// <summary>Streams that cannot be striped (devices, pipes) are counted in one buffer each, taken from a pool, not made anew.</summary>
public sealed class StreamCountTests
{
    [Fact]
    public void Counting_many_streams_makes_no_buffer_for_each()
    {
        const int Streams = 500;
        const int BufferSize = 1 << 20;
        StreamCount.Run(new MemoryStream([]), CountedValues.Lines | CountedValues.Words, KernelCatalog.Scalar, new TextMode(Utf8: false), BufferSize, CancellationToken.None);

        long before = GC.GetAllocatedBytesForCurrentThread();
        for (int i = 0; i < Streams; i++)
        {
            WordCounts counts = StreamCount.Run(new MemoryStream("a b\n"u8.ToArray()), CountedValues.Lines | CountedValues.Words, KernelCatalog.Scalar, new TextMode(Utf8: false), BufferSize, CancellationToken.None);
            Assert.Equal((1, 2), (counts.Lines, counts.Words));
        }

        // A megabyte each would be 500 MB (each a large-object-heap allocation, and so a full collection every few);
        // the pool's one buffer leaves the streams themselves and their counts.
        long allocated = GC.GetAllocatedBytesForCurrentThread() - before;
        Assert.True(allocated < 10L * BufferSize, $"{allocated:N0} bytes allocated for {Streams} streams of 4 bytes");
    }
}

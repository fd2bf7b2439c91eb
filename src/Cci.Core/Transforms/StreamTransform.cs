using Cci.Core.Kernels;

namespace Cci.Core.Transforms;

/// <summary>The path for pipes and standard streams: one buffer, read, transform in place, write, in order.</summary>
internal static class StreamTransform
{
    public static long Run(Stream input, Stream output, ByteTransform transform, Kernel kernel, int bufferSize, CancellationToken cancel, ProcessingProgress? progress = null)
    {
        byte[] buffer = new byte[bufferSize];
        long total = 0;
        int read;
        while ((read = input.ReadAtLeast(buffer, buffer.Length, throwOnEndOfStream: false)) > 0)
        {
            cancel.ThrowIfCancellationRequested();
            Span<byte> block = buffer.AsSpan(0, read);
            transform.Apply(block, block, kernel, offset: total);
            output.Write(block);
            total += read;
            progress?.Add(read);
        }

        output.Flush();
        return total;
    }
}

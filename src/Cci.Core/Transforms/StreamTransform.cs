using Cci.Core.Kernels;

namespace Cci.Core.Transforms;

/// <summary>
/// The path for pipes and standard streams: one buffer, read, transform in place, write, in order. <see cref="Run"/> calls
/// Read and Write, <see cref="RunAsync"/> awaits ReadAsync and WriteAsync; both fill the buffer before each block, so the
/// blocks and their offsets are the same.
/// </summary>
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

    /// <summary>As <see cref="Run"/>, awaiting each read and write; <paramref name="cancel"/> is passed to each, so it cancels one that is pending.</summary>
    public static async Task<long> RunAsync(
        Stream input, Stream output, ByteTransform transform, Kernel kernel, int bufferSize, CancellationToken cancel, ProcessingProgress? progress = null)
    {
        byte[] buffer = new byte[bufferSize];
        long total = 0;
        int read;
        while ((read = await input.ReadAtLeastAsync(buffer, buffer.Length, throwOnEndOfStream: false, cancel).ConfigureAwait(false)) > 0)
        {
            cancel.ThrowIfCancellationRequested();
            transform.Apply(buffer.AsSpan(0, read), buffer.AsSpan(0, read), kernel, offset: total);
            await output.WriteAsync(buffer.AsMemory(0, read), cancel).ConfigureAwait(false);
            total += read;
            progress?.Add(read);
        }

        await output.FlushAsync(cancel).ConfigureAwait(false);
        return total;
    }
}

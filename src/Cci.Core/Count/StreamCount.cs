using System.Buffers;
using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Count;

/// <summary>
/// Counts a stream that cannot be striped (standard input, a pipe, a device): one buffer, in order.
/// Where characters of several bytes matter, the last few bytes of each read wait for the next one
/// (a character may go on there), and the few before them stay as context. The buffer is the pool's, not a new one each
/// time: a list of 10,000 devices (<c>wc --files0-from</c> of /dev/null names) would otherwise allocate 10,000 buffers of a
/// megabyte on the large object heap, each run a full garbage collection that stops every thread (millions of system calls).
/// </summary>
internal static class StreamCount
{
    public static WordCounts Run(Stream input, CountedValues columns, Kernel kernel, TextMode mode, int bufferSize, CancellationToken cancel)
    {
        int context = CountKernel.ContextFor(columns, mode);
        byte[] buffer = ArrayPool<byte>.Shared.Rent(bufferSize + (2 * context));
        try
        {
            return Run(input, buffer, columns, kernel, mode, bufferSize, context, cancel);
        }
        finally
        {
            ArrayPool<byte>.Shared.Return(buffer);
        }
    }

    private static WordCounts Run(Stream input, byte[] buffer, CountedValues columns, Kernel kernel, TextMode mode, int bufferSize, int context, CancellationToken cancel)
    {
        WordCounts total = WordCounts.Empty;
        int filled = 0;
        int start = 0;
        while (true)
        {
            int read = input.ReadAtLeast(buffer.AsSpan(filled, bufferSize), bufferSize, throwOnEndOfStream: false);
            cancel.ThrowIfCancellationRequested();
            filled += read;
            bool end = read < bufferSize;
            int owned = end ? filled : filled - context;
            if (owned > start)
            {
                total = total.Then(CountKernel.Count(buffer.AsSpan(0, filled), start, owned, columns, kernel, mode));
            }

            if (end)
            {
                return total;
            }

            int keep = Math.Max(0, owned - context);
            buffer.AsSpan(keep, filled - keep).CopyTo(buffer);
            filled -= keep;
            start = owned - keep;
        }
    }
}

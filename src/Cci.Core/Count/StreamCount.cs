using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Count;

/// <summary>
/// Counts a stream that cannot be striped (standard input, a pipe, a device): one buffer, in order.
/// Where characters of several bytes matter, the last few bytes of each read wait for the next one
/// (a character may go on there), and the few before them stay as context.
/// </summary>
internal static class StreamCount
{
    public static WordCounts Run(Stream input, CountedValues columns, Kernel kernel, TextMode mode, int bufferSize, CancellationToken cancel)
    {
        int context = CountKernel.ContextFor(columns, mode);
        byte[] buffer = new byte[bufferSize + (2 * context)];
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

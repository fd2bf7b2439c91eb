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
        using var counter = new Counter(columns, kernel, mode, bufferSize);
        while (true)
        {
            Memory<byte> free = counter.Free;
            int read = input.ReadAtLeast(free.Span, free.Length, throwOnEndOfStream: false);
            cancel.ThrowIfCancellationRequested();
            if (counter.Take(read))
            {
                return counter.Total;
            }
        }
    }

    /// <summary>As <see cref="Run"/>, awaiting ReadAsync; <paramref name="cancel"/> is passed to every read, so it cancels one that is pending.</summary>
    public static async Task<WordCounts> RunAsync(Stream input, CountedValues columns, Kernel kernel, TextMode mode, int bufferSize, CancellationToken cancel)
    {
        using var counter = new Counter(columns, kernel, mode, bufferSize);
        while (true)
        {
            Memory<byte> free = counter.Free;
            int read = await input.ReadAtLeastAsync(free, free.Length, throwOnEndOfStream: false, cancel).ConfigureAwait(false);
            cancel.ThrowIfCancellationRequested();
            if (counter.Take(read))
            {
                return counter.Total;
            }
        }
    }

    /// <summary>
    /// The buffer (the pool's, returned on Dispose) and the counts so far: <see cref="Free"/> is where the next read goes,
    /// <see cref="Take"/> counts what it read.
    /// </summary>
    private sealed class Counter(CountedValues columns, Kernel kernel, TextMode mode, int bufferSize) : IDisposable
    {
        private readonly int _context = CountKernel.ContextFor(columns, mode);
        private readonly byte[] _buffer = ArrayPool<byte>.Shared.Rent(bufferSize + (2 * CountKernel.ContextFor(columns, mode)));
        private int _filled;
        private int _start;

        public WordCounts Total { get; private set; } = WordCounts.Empty;

        public Memory<byte> Free => _buffer.AsMemory(_filled, bufferSize);

        /// <summary>Counts what the <paramref name="read"/> bytes complete; true at the end of the stream, everything counted.</summary>
        public bool Take(int read)
        {
            _filled += read;
            bool end = read < bufferSize;
            int owned = end ? _filled : _filled - _context;
            if (owned > _start)
            {
                Total = Total.Then(CountKernel.Count(_buffer.AsSpan(0, _filled), _start, owned, columns, kernel, mode));
            }

            if (end)
            {
                return true;
            }

            int keep = Math.Max(0, owned - _context);
            _buffer.AsSpan(keep, _filled - keep).CopyTo(_buffer);
            _filled -= keep;
            _start = owned - keep;
            return false;
        }

        public void Dispose() => ArrayPool<byte>.Shared.Return(_buffer);
    }
}

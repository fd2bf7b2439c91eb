using Cci.Core.Kernels;

namespace Cci.Core.Compare;

/// <summary>
/// Both inputs read front to back in blocks by one thread, as cmp does: the streamed way's search (<see cref="StreamedCompare"/>),
/// the whole way's (<see cref="InMemory"/>), and the striped way's listing of every mismatch after the first and of what a
/// file gained (memory bounded by the two buffers, whatever the count).
/// </summary>
internal static class SequentialSearch
{
    /// <param name="limit">Bytes to compare at most; null reads until a stream ends.</param>
    /// <param name="lines">Counts the newlines of the first input before the first mismatch (or in all it compared), for cmp's line numbers; null counts nothing.</param>
    public static SequentialResult Run(
        Stream first, Stream second, long start, long? limit, int bufferSize, OrderedMismatchLog log, Kernel kernel, LineCount? lines, CancellationToken cancel)
    {
        byte[] firstBuffer = new byte[bufferSize];
        byte[] secondBuffer = new byte[bufferSize];
        long offset = start;
        while (true)
        {
            cancel.ThrowIfCancellationRequested();
            int want = limit is long known ? (int)Math.Min(bufferSize, known - offset) : bufferSize;
            if (want <= 0)
            {
                return new SequentialResult(offset, Ended: null);
            }

            int firstRead = first.ReadAtLeast(firstBuffer.AsSpan(0, want), want, throwOnEndOfStream: false);
            int secondRead = second.ReadAtLeast(secondBuffer.AsSpan(0, want), want, throwOnEndOfStream: false);
            int common = Math.Min(firstRead, secondRead);
            if (!Search(firstBuffer.AsSpan(0, common), secondBuffer.AsSpan(0, common), offset, log, kernel, ref lines))
            {
                // Stopped at the limit of the log: whether a stream would have ended first is not known, nor needed.
                return new SequentialResult(offset + common, Ended: null);
            }

            if (firstRead < want || secondRead < want)
            {
                // What each stream held from here, the limit already in want.
                return new SequentialResult(offset + common, FileEnd.Of(offset + firstRead, offset + secondRead, limit: null));
            }

            offset += common;
        }
    }

    /// <summary>
    /// Two equally long spans already in memory (small files read whole), searched as one block of the loop above: no
    /// buffers of its own, so the bytes are touched once. Returns the bytes compared: all of them.
    /// </summary>
    public static long InMemory(ReadOnlySpan<byte> first, ReadOnlySpan<byte> second, OrderedMismatchLog log, Kernel kernel, LineCount? lines)
    {
        if (!first.IsEmpty)
        {
            Search(first, second, 0, log, kernel, ref lines);
        }

        return first.Length;
    }

    /// <summary>
    /// Searches one pair of blocks starting at <paramref name="offset"/>, and counts the first input's newlines up to the
    /// first mismatch (then stops counting: <paramref name="lines"/> becomes null). False when the log wants no more.
    /// </summary>
    private static bool Search(ReadOnlySpan<byte> first, ReadOnlySpan<byte> second, long offset, OrderedMismatchLog log, Kernel kernel, ref LineCount? lines)
    {
        long before = log.Count;
        bool more = MismatchSearch.Run(first, second, offset, log, kernel);
        if (lines is not null)
        {
            int upTo = log.Count > before ? (int)(log.First!.Value.Offset - offset) : first.Length;
            lines.Add(first[..upTo]);
            if (log.Count > before)
            {
                lines = null;
            }
        }

        return more;
    }
}

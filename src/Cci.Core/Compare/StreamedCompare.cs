namespace Cci.Core.Compare;

/// <summary>
/// The streaming path: both inputs read front to back in blocks by one thread, as cmp does. Taken
/// for pipes and devices, and for files too large to be cached together.
/// </summary>
internal static class StreamedCompare
{
    /// <param name="limit">Bytes to compare when both lengths are known; null reads until a stream ends.</param>
    public static StreamedResult Run(Stream left, Stream right, long? limit, int bufferSize, MismatchTable table, bool fast, CancellationToken cancel)
    {
        byte[] leftBuffer = new byte[bufferSize];
        byte[] rightBuffer = new byte[bufferSize];
        long offset = 0;
        while (true)
        {
            cancel.ThrowIfCancellationRequested();
            int want = limit is long known ? (int)Math.Min(bufferSize, known - offset) : bufferSize;
            if (want == 0)
            {
                return new StreamedResult(offset, LeftEnded: false, RightEnded: false);
            }

            int leftRead = left.ReadAtLeast(leftBuffer.AsSpan(0, want), want, throwOnEndOfStream: false);
            int rightRead = right.ReadAtLeast(rightBuffer.AsSpan(0, want), want, throwOnEndOfStream: false);
            int common = Math.Min(leftRead, rightRead);
            if (!MismatchSearch.Run(leftBuffer.AsSpan(0, common), rightBuffer.AsSpan(0, common), offset, table, fast))
            {
                // Stopped at a full table: whether a stream would have ended first is not known, nor needed.
                return new StreamedResult(offset + common, LeftEnded: false, RightEnded: false);
            }

            offset += common;
            if (leftRead < want || rightRead < want)
            {
                return new StreamedResult(offset, LeftEnded: leftRead < rightRead, RightEnded: rightRead < leftRead);
            }
        }
    }
}

namespace Cci.Core.Count;

/// <summary>Counts a stream that cannot be striped (standard input, a pipe, a device): one buffer, in order.</summary>
internal static class StreamCount
{
    public static WordCounts Run(Stream input, CountColumns columns, bool fast, int bufferSize, CancellationToken cancel)
    {
        byte[] buffer = new byte[bufferSize];
        WordCounts total = WordCounts.Empty;
        int read;
        while ((read = input.ReadAtLeast(buffer, buffer.Length, throwOnEndOfStream: false)) > 0)
        {
            cancel.ThrowIfCancellationRequested();
            total = total.Then(CountKernel.Count(buffer.AsSpan(0, read), columns, fast));
        }

        return total;
    }
}

using Cci.Core.Count;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Counts a stream to its end as <see cref="Count(Stream, CountingOptions?, CancellationToken)"/> does, awaiting
    /// <see cref="Stream.ReadAsync(Memory{byte}, CancellationToken)"/> instead of calling Read: for a stream that reads only
    /// asynchronously (ASP.NET Core's request body) and a caller that must not block a thread while it waits. The counts and
    /// the report are the synchronous call's.
    /// </summary>
    /// <param name="input">The stream to count; it is not disposed.</param>
    /// <param name="options">What to count, the locale and the strategy (its kernel and buffer size); null for <see cref="CountingOptions.Default"/>.</param>
    /// <param name="cancellationToken">Passed to every read, so it cancels one that is pending; otherwise stops the run within one buffer.</param>
    /// <returns>The counts and what ran.</returns>
    /// <exception cref="ArgumentException"><paramref name="options"/> count nothing.</exception>
    /// <exception cref="IOException">The stream cannot be read.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Task<Aggregated<TextCounts>> CountAsync(Stream input, CountingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        options ??= CountingOptions.Default;
        CountingOptions counting = options;
        Task<Aggregated<FileCounts>> running = Begun(
            () => CountJob.RunStreamAsync(input, counting, counting.Processing, ProcessingProgress.Begin(counting.Processing.Progress), cancellationToken),
            cancellationToken);
        return Counted(running, cancellationToken);

        static async Task<Aggregated<TextCounts>> Counted(Task<Aggregated<FileCounts>> running, CancellationToken cancel)
        {
            Aggregated<FileCounts> counted;
            try
            {
                counted = await Awaited(running, cancel).ConfigureAwait(false);
            }
            catch (IOException e) when (e is not FileNotFoundException and not DirectoryNotFoundException)
            {
                // As the synchronous call words a stream it could not read.
                throw new IOException($"cannot count the stream: {e.Message}", e);
            }

            return new Aggregated<TextCounts>(counted.Value.Counts!.Value, counted.Report);
        }
    }
}

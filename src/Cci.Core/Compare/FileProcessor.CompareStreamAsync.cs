using Cci.Core.Compare;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Compares as <see cref="Compare(string, string, Stream, DifferenceHandler?, ComparisonOptions?, CancellationToken)"/> does,
    /// where "-" is <paramref name="standardInput"/>, a stream that may allow only asynchronous reads (ASP.NET Core's request
    /// body): the comparison runs on a thread-pool thread, not the caller's, and reads the stream with ReadAsync, waiting on
    /// each read there; <paramref name="differences"/> is called on that thread. The result is the synchronous call's.
    /// </summary>
    /// <param name="first">The first file, or "-".</param>
    /// <param name="second">The second file, or "-"; only one of the two can be "-".</param>
    /// <param name="standardInput">The stream "-" names; it is not disposed.</param>
    /// <param name="differences">Called with each batch of differences, in file order; null stops at the first difference.</param>
    /// <param name="options">Skips, a limit, line numbers, the most differences and the strategy; null for <see cref="ComparisonOptions.Default"/>.</param>
    /// <param name="cancellationToken">Passed to every read of the stream, so it cancels one that is pending; otherwise stops the run within one block.</param>
    /// <returns>What the comparison found and how it ran, as the synchronous call returns it.</returns>
    /// <exception cref="ArgumentException">Both paths are "-".</exception>
    /// <exception cref="FileNotFoundException">A file does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">A file cannot be opened for reading.</exception>
    /// <exception cref="IOException">A file or the stream cannot be read, or a file shrank during the run.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Task<ComparisonResult> CompareAsync(
        string first,
        string second,
        Stream standardInput,
        DifferenceHandler? differences,
        ComparisonOptions? options = null,
        CancellationToken cancellationToken = default)
    {
        CheckStreamArguments(first, second, standardInput);

        var awaited = new AwaitedReadStream(standardInput, cancellationToken);
        return Task.Run(() => Compare(first, second, awaited, differences, options, cancellationToken), cancellationToken);
    }
}

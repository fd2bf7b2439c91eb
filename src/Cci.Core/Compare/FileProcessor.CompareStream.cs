using Cci.Core.Compare;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Compares two files as <see cref="Compare(string, string, ComparisonOptions?, CancellationToken)"/> does, where a path of
    /// "-" is <paramref name="standardInput"/>, read in order from where it stands, as cmp reads its standard input; with
    /// <paramref name="differences"/>, streams the differences as
    /// <see cref="Compare(string, string, DifferenceHandler, ComparisonOptions?, CancellationToken)"/> does. Each file is opened
    /// once, the first before the second, which is not opened when the first cannot be: so a FIFO is read as cmp reads it.
    /// </summary>
    /// <param name="first">The first file, or "-".</param>
    /// <param name="second">The second file, or "-"; only one of the two can be "-".</param>
    /// <param name="standardInput">The stream "-" names; it is not disposed.</param>
    /// <param name="differences">Called with each batch of differences, in file order; null stops at the first difference.</param>
    /// <param name="options">Skips, a limit, line numbers, the most differences and the strategy; null for <see cref="ComparisonOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>
    /// What the comparison found and how it ran; <see cref="ComparisonResult.EndedFirst"/> names the stream "-". A stream's length
    /// is known only at its end, so after a difference no file is said to have ended first.
    /// </returns>
    /// <exception cref="ArgumentException">Both paths are "-".</exception>
    /// <exception cref="FileNotFoundException">A file does not exist; the message says which, in cmp's words ("a.bin: No such file or directory").</exception>
    /// <exception cref="UnauthorizedAccessException">A file cannot be opened for reading ("a.bin: Permission denied").</exception>
    /// <exception cref="IOException">
    /// A file cannot be read ("d: Is a directory"; "-: Bad file descriptor" for a standard input that was closed), or shrank during the run.
    /// </exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ComparisonResult Compare(
        string first,
        string second,
        Stream standardInput,
        DifferenceHandler? differences,
        ComparisonOptions? options = null,
        CancellationToken cancellationToken = default)
    {
        CheckStreamArguments(first, second, standardInput);

        options ??= ComparisonOptions.Default;
        CompareRequest job = ComparisonMapping.ToJob(first, second, options, listing: differences is not null);
        return RunCompare(job, (first, second), standardInput, options, differences, cancellationToken);
    }

    /// <summary>The stream calls' arguments, checked when the call is made (the asynchronous one too, before it starts).</summary>
    private static void CheckStreamArguments(string first, string second, Stream standardInput)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        ArgumentNullException.ThrowIfNull(standardInput);
        if (first == CompareRequest.StandardStream && second == CompareRequest.StandardStream)
        {
            throw new ArgumentException("Only one of the two files can be the standard input ('-').", nameof(second));
        }
    }
}

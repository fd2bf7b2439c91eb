using Cci.Core;
using Cci.Core.Count;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Counts the lines, words, characters, bytes or longest line of a file exactly as GNU wc does, in the C locale or a UTF-8
    /// one (<see cref="CountingOptions.Utf8"/>). A regular file is cut into blocks counted in parallel with the strategy of
    /// <see cref="CountingOptions.Processing"/>, a small one counted whole under Auto; a pipe or device is read in order.
    /// </summary>
    /// <param name="path">The file to count.</param>
    /// <param name="options">What to count, the locale and the strategy; null for <see cref="CountingOptions.Default"/> (lines, words, bytes).</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>The counts and what ran.</returns>
    /// <exception cref="FileNotFoundException">The file does not exist; the message says so in GNU wc's words.</exception>
    /// <exception cref="DirectoryNotFoundException">A directory on the way to the file is missing.</exception>
    /// <exception cref="UnauthorizedAccessException">The file may not be read ("Permission denied").</exception>
    /// <exception cref="IOException">The file cannot be counted otherwise (a directory, a read error); the message says why, in GNU wc's words.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<TextCounts> Count(string path, CountingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(path);
        Aggregated<IReadOnlyList<FileCounts>> counted = Count([path], options, cancellationToken);
        FileCounts file = counted.Value[0];
        if (file.Error is not null || file.Counts is not TextCounts counts)
        {
            string message = $"cannot count '{path}': {file.Error}";
            throw file.Error switch
            {
                CountNames.NoSuchFile => PublicErrors.Missing(path) == PathProblem.DirectoryNotFound
                    ? new DirectoryNotFoundException(message)
                    : new FileNotFoundException(message, path),
                CountNames.PermissionDenied => new UnauthorizedAccessException(message),
                _ => new IOException(message),
            };
        }

        return new Aggregated<TextCounts>(counts, counted.Report);
    }

    /// <summary>
    /// Counts many files as GNU wc does (see <see cref="Count(string, CountingOptions?, CancellationToken)"/>): the small ones
    /// whole and in parallel, the large ones in blocks from one queue. A file that cannot be counted gives an outcome with its
    /// <see cref="FileCounts.Error"/>, not an exception, and the others are still counted.
    /// </summary>
    /// <param name="paths">The files to count; none gives no outcome.</param>
    /// <param name="options">What to count, the locale and the strategy; null for <see cref="CountingOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>One outcome per path, in the order given, and what ran.</returns>
    /// <exception cref="IOException">A file changed size during the run.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<IReadOnlyList<FileCounts>> Count(IReadOnlyList<string> paths, CountingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(paths);
        options ??= CountingOptions.Default;
        string[] literal = [.. paths.Select(p => LiteralPath(p ?? throw new ArgumentException("A path is null.", nameof(paths))))];
        CountJob.Check(options);
        if (literal.Length == 0)
        {
            // The job would find nothing to count; a library call counts nothing.
            return new Aggregated<IReadOnlyList<FileCounts>>([], new ProcessingReport { Note = "no paths were given: nothing was counted" });
        }

        Aggregated<FileCounts[]> counted = RunCount(literal, Stream.Null, options, cancellationToken);
        for (int i = 0; i < literal.Length; i++)
        {
            if (!ReferenceEquals(literal[i], paths[i]))
            {
                // "./-" read "-" literally: the outcome keeps the name given.
                counted.Value[i] = counted.Value[i] with { Path = paths[i] };
            }
        }

        return new Aggregated<IReadOnlyList<FileCounts>>(counted.Value, counted.Report);
    }
}

using Cci.Core;
using Cci.Core.Compare;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Compares two files byte by byte, as GNU cmp does, and stops at the first difference: whether they are equal, the
    /// first differing byte and its line, and which file ended first. The files are cut into blocks searched in parallel
    /// with the strategy of <see cref="ComparisonOptions.Processing"/>; two files too large for the memory that can cache
    /// them, and pipes or devices, are read front to back.
    /// </summary>
    /// <param name="first">The first file: a regular file, or a pipe or device, read in order.</param>
    /// <param name="second">The second file.</param>
    /// <param name="options">Skips, a limit, line numbers and the strategy; null for <see cref="ComparisonOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What the comparison found and how it ran.</returns>
    /// <exception cref="FileNotFoundException">A file does not exist; the message says which, in cmp's words ("a.bin: No such file or directory").</exception>
    /// <exception cref="UnauthorizedAccessException">A file cannot be opened for reading ("a.bin: Permission denied").</exception>
    /// <exception cref="IOException">A file cannot be read ("d: Is a directory"), or shrank during the run; the message says which and why.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ComparisonResult Compare(string first, string second, ComparisonOptions? options = null, CancellationToken cancellationToken = default) =>
        RunCompare(first, second, options ?? ComparisonOptions.Default, differences: null, cancellationToken);

    /// <summary>
    /// Compares two files byte by byte and streams every difference (cmp <c>-l</c>), or the first
    /// <see cref="ComparisonOptions.MaxDifferences"/>, to <paramref name="differences"/> in file order, a batch at a time, with
    /// memory that does not grow with their number. Otherwise as
    /// <see cref="Compare(string, string, ComparisonOptions?, CancellationToken)"/>, without line numbers.
    /// </summary>
    /// <param name="first">The first file.</param>
    /// <param name="second">The second file.</param>
    /// <param name="differences">Called with each batch of differences, in file order, one call at a time.</param>
    /// <param name="options">Skips, a limit, the most differences and the strategy; null for <see cref="ComparisonOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What the comparison found (<see cref="ComparisonResult.DifferenceCount"/>: how many were passed on) and how it ran.</returns>
    /// <exception cref="IOException">A file cannot be opened or read, or shrank during the run.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ComparisonResult Compare(
        string first, string second, DifferenceHandler differences, ComparisonOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(differences);
        return RunCompare(first, second, options ?? ComparisonOptions.Default, differences, cancellationToken);
    }

    private static ComparisonResult RunCompare(string first, string second, ComparisonOptions options, DifferenceHandler? differences, CancellationToken cancel)
    {
        ArgumentNullException.ThrowIfNull(first);
        ArgumentNullException.ThrowIfNull(second);
        CompareRequest job = ComparisonMapping.ToJob(LiteralPath(first), LiteralPath(second), options, listing: differences is not null);
        return RunCompare(job, (first, second), Stream.Null, options, differences, cancel);
    }

    /// <summary>
    /// Runs the compare job on its two paths ("-" is <paramref name="standardInput"/>), each opened once by the pipeline, as the tool
    /// opens them; an input that fails is named in cmp's words as the caller gave it (<paramref name="names"/>).
    /// </summary>
    private static ComparisonResult RunCompare(
        CompareRequest job, (string First, string Second) names, Stream standardInput, ComparisonOptions options, DifferenceHandler? differences, CancellationToken cancel)
    {
        var batches = differences is null ? null : new DifferenceBatches(differences);
        try
        {
            ComparisonResult result = CompareJob.Run(
                job with { FirstName = names.First, SecondName = names.Second }, standardInput, batches, ProcessingProgress.Begin(options.Processing.Progress), cancel);
            batches?.Flush();
            return result;
        }
        catch (CciException e)
        {
            throw PublicErrors.From(e);
        }
        catch (OperationCanceledException e) when (e.CancellationToken != cancel && cancel.IsCancellationRequested)
        {
            throw PublicErrors.Cancelled(e, cancel);
        }
    }
}

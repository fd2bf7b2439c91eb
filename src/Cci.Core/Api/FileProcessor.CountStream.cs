using Cci.Core;
using Cci.Core.Count;
using Cci.Core.Library;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Counts a stream read in order to its end (standard input, a pipe, a socket) as GNU wc does: see
    /// <see cref="Count(string, CountingOptions?, CancellationToken)"/>. The stream is read from where it stands and left open.
    /// </summary>
    /// <param name="input">The stream to count; it is not disposed.</param>
    /// <param name="options">What to count, the locale and the strategy (its kernel and buffer size); null for <see cref="CountingOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one buffer.</param>
    /// <returns>The counts and what ran.</returns>
    /// <exception cref="IOException">The stream cannot be read; the message says why.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<TextCounts> Count(Stream input, CountingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        options ??= CountingOptions.Default;

        // The job counts its standard input when it is given no paths.
        Aggregated<IReadOnlyList<FileCounts>> counted = RunCount(CountingMapping.ToJob([], options), ["-"], input, options, cancellationToken);
        FileCounts stream = counted.Value[0];
        if (stream.Error is not null || stream.Counts is not TextCounts counts)
        {
            throw new IOException($"cannot count the stream: {stream.Error}");
        }

        return new Aggregated<TextCounts>(counts, counted.Report);
    }

    /// <summary>
    /// Counts many files as <see cref="Count(IReadOnlyList{string}, CountingOptions?, CancellationToken)"/> does, where a path of
    /// "-" is <paramref name="standardInput"/>, read in order from where it stands, as GNU wc reads its standard input (a second
    /// "-" reads on from where the first stopped). Its outcome's <see cref="FileCounts.Size"/> is null.
    /// </summary>
    /// <param name="paths">The files to count, "-" for <paramref name="standardInput"/>; none gives no outcome.</param>
    /// <param name="standardInput">The stream "-" names; it is not disposed.</param>
    /// <param name="options">What to count, the locale and the strategy; null for <see cref="CountingOptions.Default"/>.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>One outcome per path, in the order given, and what ran.</returns>
    /// <exception cref="IOException">A file changed size during the run, or the stream cannot be read.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<IReadOnlyList<FileCounts>> Count(
        IReadOnlyList<string> paths, Stream standardInput, CountingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(paths);
        ArgumentNullException.ThrowIfNull(standardInput);
        options ??= CountingOptions.Default;
        string[] given = [.. paths.Select(p => p ?? throw new ArgumentException("A path is null.", nameof(paths)))];
        CountOptions job = CountingMapping.ToJob(given, options);
        if (given.Length == 0)
        {
            return new Aggregated<IReadOnlyList<FileCounts>>([], new ProcessingReport { Note = "no paths were given: nothing was counted" });
        }

        return RunCount(job, given, standardInput, options, cancellationToken);
    }

    /// <summary>Runs the count job (a path "-" is <paramref name="standardInput"/>; no paths count it unnamed), naming each outcome as <paramref name="given"/>.</summary>
    private static Aggregated<IReadOnlyList<FileCounts>> RunCount(
        CountOptions job, IReadOnlyList<string> given, Stream standardInput, CountingOptions options, CancellationToken cancel)
    {
        try
        {
            CountReport report = CountJob.RunReported(job, standardInput, ProcessingProgress.Begin(options.Processing.Progress), cancel);
            FileCounts[] files = [.. report.Files.Select((f, i) => CountingMapping.ToFileCounts(f, given[i], options.Values, options.Utf8))];
            return new Aggregated<IReadOnlyList<FileCounts>>(files, StrategyMapping.ToReport(report, output: null, report.Bytes));
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

using Cci.Core;
using Cci.Core.Count;

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

        Aggregated<FileCounts[]> counted = RunCount([StandardInput], input, options, cancellationToken);
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
    /// "-" reads on from where the first stopped). Its outcome's <see cref="FileCounts.Size"/> is null: what the stream is, only the caller knows.
    /// </summary>
    /// <param name="paths">The files to count, "-" for <paramref name="standardInput"/>; none gives no outcome. The list is read as the run goes (not copied): leave it unchanged until the call returns.</param>
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
        for (int i = 0; i < paths.Count; i++)
        {
            _ = paths[i] ?? throw new ArgumentException("A path is null.", nameof(paths));
        }

        CountJob.Check(options);
        if (paths.Count == 0)
        {
            return new Aggregated<IReadOnlyList<FileCounts>>([], new ProcessingReport { Note = "no paths were given: nothing was counted" });
        }

        Aggregated<FileCounts[]> counted = RunCount(paths, standardInput, options, cancellationToken);
        return new Aggregated<IReadOnlyList<FileCounts>>(counted.Value, counted.Report);
    }

    /// <summary>The name the count job reads <c>standardInput</c> by.</summary>
    private const string StandardInput = "-";

    /// <summary>Runs the count job over <paramref name="paths"/> (one at least; "-" is <paramref name="standardInput"/>).</summary>
    private static Aggregated<FileCounts[]> RunCount(IReadOnlyList<string> paths, Stream standardInput, CountingOptions options, CancellationToken cancel)
    {
        try
        {
            return CountJob.RunReported(paths, options, options.Processing, standardInput, ProcessingProgress.Begin(options.Processing.Progress), cancel);
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

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Folds a stream read in order to its end (standard input, a pipe, a socket, a decompressing stream) as
    /// <see cref="Aggregate{TResult}(string, TResult, BlockFunction{TResult}, Func{TResult, TResult, TResult}, BlockBoundary, ProcessingOptions?, CancellationToken)"/>
    /// folds a file, with the same block rules; the blocks are made one after another through one buffer of
    /// <see cref="ProcessingOptions.BlockSize"/> bytes, so <paramref name="block"/> and <paramref name="combine"/> run on
    /// the calling thread. The stream is read from where it stands and left open; a block's <see cref="FileBlock.Offset"/>
    /// counts from there.
    /// </summary>
    /// <typeparam name="TResult">A block's result, and the whole stream's.</typeparam>
    /// <param name="input">The stream to read; it is not disposed.</param>
    /// <param name="seed">The value for an empty stream, and the left operand of the first combine.</param>
    /// <param name="block">The per-block work; each block is valid only during its call.</param>
    /// <param name="combine">Joins the value so far (left) with the next block's result (right), in stream order.</param>
    /// <param name="boundary">How blocks are cut: <see cref="BlockBoundary.None"/>, <see cref="BlockBoundary.AtDelimiter"/> or <see cref="BlockBoundary.WithOverlap"/>.</param>
    /// <param name="options">The block size (the rest of the strategy does not apply to a stream); null for the default.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>The combined value and what ran.</returns>
    /// <exception cref="IOException">The stream cannot be read, or holds a record longer than 2 GiB.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<TResult> Aggregate<TResult>(
        Stream input, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine, BlockBoundary boundary,
        ProcessingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        return RunAggregate("-", input, seed, block, combine, boundary, options, cancellationToken);
    }
}

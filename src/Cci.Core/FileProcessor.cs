using Cci.Core;
using Cci.Core.Aggregate;
using Cci.Core.Engine;
using Cci.Core.Transforms;

namespace Cci;

/// <summary>
/// Runs your block function over a file with the strategy you choose or Auto chooses: memory-mapped, positional or
/// buffered access; one worker, dedicated threads, the thread pool or overlapped I/O; any block size and worker count.
/// The same engine as the <c>cci</c> tool: the same strategies, the same output safety, the same report; and the tool's
/// own compare (<see cref="Compare(string, string, ComparisonOptions?, CancellationToken)"/>, as cmp) and count
/// (<see cref="Count(string, CountingOptions?, CancellationToken)"/>, as GNU wc) as typed calls.
/// </summary>
public static partial class FileProcessor
{
    /// <summary>
    /// Transforms <paramref name="input"/> into <paramref name="output"/>, block by block, with a struct transform that
    /// is compiled into cci's loop. The output has the input's length. With <see cref="OutputMode.Atomic"/> (the
    /// default) the output is replaced only when the whole run succeeded: if <paramref name="transform"/> throws or the
    /// run is cancelled, the old output is left as it was and no temporary file remains. Input and output may be the same file.
    /// </summary>
    /// <typeparam name="TTransform">Your transform, a struct (so it is inlined).</typeparam>
    /// <param name="input">The file to read: a regular file is striped over the workers; a pipe, a device or a /proc file is read in order.</param>
    /// <param name="output">The file to write: a regular file (created or replaced), or a pipe or device, written in order.</param>
    /// <param name="transform">The block function.</param>
    /// <param name="options">The strategy; null for <see cref="ProcessingOptions.Default"/> (everything chosen).</param>
    /// <param name="outputOptions">How the output is written; null for <see cref="OutputOptions.Default"/> (atomic).</param>
    /// <param name="cancellationToken">Stops the run within one block; the old output is kept.</param>
    /// <returns>What ran (<see cref="ProcessingReport.Kernel"/> null: your transform was the kernel), the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><see cref="ProcessingOptions.Kernel"/> names a kernel: your transform is the kernel.</exception>
    /// <exception cref="FileNotFoundException">The input does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">The input cannot be read or the output cannot be written for want of permission.</exception>
    /// <exception cref="IOException">The input cannot be read or the output cannot be written; the message says which and why.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Transform<TTransform>(
        string input, string output, TTransform transform, ProcessingOptions? options = null, OutputOptions? outputOptions = null,
        CancellationToken cancellationToken = default)
        where TTransform : struct, IBlockTransform =>
        RunUser(input, output, new UserTransform<TTransform>(transform), options, outputOptions, cancellationToken);

    /// <summary>
    /// Transforms <paramref name="input"/> into <paramref name="output"/> with a delegate, called once per block; otherwise
    /// as <see cref="Transform{TTransform}(string, string, TTransform, ProcessingOptions?, OutputOptions?, CancellationToken)"/>.
    /// </summary>
    /// <param name="input">The file to read.</param>
    /// <param name="output">The file to write.</param>
    /// <param name="transform">The block function.</param>
    /// <param name="options">The strategy; null for everything chosen.</param>
    /// <param name="outputOptions">How the output is written; null for <see cref="OutputOptions.Default"/> (atomic).</param>
    /// <param name="cancellationToken">Stops the run within one block; the old output is kept.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><see cref="ProcessingOptions.Kernel"/> names a kernel: your transform is the kernel.</exception>
    /// <exception cref="FileNotFoundException">The input does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">The input cannot be read or the output cannot be written for want of permission.</exception>
    /// <exception cref="IOException">The input cannot be read or the output cannot be written.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Transform(
        string input, string output, BlockTransform transform, ProcessingOptions? options = null, OutputOptions? outputOptions = null,
        CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(transform);
        return RunUser(input, output, new UserTransform<DelegateTransform>(new DelegateTransform(transform)), options, outputOptions, cancellationToken);
    }

    /// <summary>
    /// Folds <paramref name="input"/>'s blocks into one value: <paramref name="block"/> gives each block's result
    /// (concurrently, on the workers) and <paramref name="combine"/> joins them in file order, starting from
    /// <paramref name="seed"/>, so it need only be associative. <paramref name="boundary"/> says how blocks are cut so that
    /// no record is split: not at all, just after a delimiter (whole lines), or with an overlap into the next block.
    /// </summary>
    /// <typeparam name="TResult">A block's result, and the whole file's.</typeparam>
    /// <param name="input">The file to read: a regular file is striped over the workers; a pipe, a device or a /proc file is read in order.</param>
    /// <param name="seed">The value for an empty file, and the left operand of the first combine.</param>
    /// <param name="block">The per-block work; each block is valid only during its call.</param>
    /// <param name="combine">
    /// Joins the value so far (left) with the next block's result (right). Called in file order, one call at a time, so it may
    /// add to its left operand and return it.
    /// </param>
    /// <param name="boundary">How blocks are cut: <see cref="BlockBoundary.None"/>, <see cref="BlockBoundary.AtDelimiter"/> or <see cref="BlockBoundary.WithOverlap"/>.</param>
    /// <param name="options">The strategy; null for everything chosen.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>The combined value and what ran (<see cref="ProcessingReport.Kernel"/> null: your function was the kernel).</returns>
    /// <exception cref="ArgumentException"><see cref="ProcessingOptions.Kernel"/> names a kernel: your function is the kernel.</exception>
    /// <exception cref="FileNotFoundException">The input does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">The input cannot be opened for reading.</exception>
    /// <exception cref="IOException">The input cannot be read, changed size during the run, or holds a record longer than 2 GiB.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<TResult> Aggregate<TResult>(
        string input, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine, BlockBoundary boundary,
        ProcessingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        return RunAggregate(LiteralPath(input), standardInput: null, seed, block, combine, boundary, options, cancellationToken);
    }

    /// <summary>The aggregate job over <paramref name="path"/>; "-" is <paramref name="standardInput"/> when it is given.</summary>
    private static Aggregated<TResult> RunAggregate<TResult>(
        string path, Stream? standardInput, TResult seed, BlockFunction<TResult> block, Func<TResult, TResult, TResult> combine, BlockBoundary boundary,
        ProcessingOptions? options, CancellationToken cancellationToken)
    {
        ArgumentNullException.ThrowIfNull(block);
        ArgumentNullException.ThrowIfNull(combine);
        options = UserKernel(options);
        try
        {
            Aggregated<TResult> aggregated = JobPipeline.Run(
                new AggregateSteps<TResult>(options, boundary, seed, block, combine),
                [InputSource.Open(path, standardInput)], cancellationToken, ProcessingProgress.Begin(options.Progress));
            return aggregated with { Report = UserKernelReport(aggregated.Report) };
        }
        catch (CciException e)
        {
            throw PublicErrors.From(e);
        }
        catch (OperationCanceledException e) when (e.CancellationToken != cancellationToken && cancellationToken.IsCancellationRequested)
        {
            throw PublicErrors.Cancelled(e, cancellationToken);
        }
    }

    /// <summary>A transform of the caller's block function between two files.</summary>
    private static ProcessingReport RunUser(
        string input, string output, ByteTransform transform, ProcessingOptions? options, OutputOptions? outputOptions, CancellationToken cancel)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(output);
        return UserKernelReport(Run(LiteralPath(input), LiteralPath(output), Stream.Null, Stream.Null, transform, UserKernel(options), outputOptions, cancel));
    }

    /// <summary>The options of a call that runs the caller's block function, which is the kernel: a named kernel is refused, not ignored.</summary>
    private static ProcessingOptions UserKernel(ProcessingOptions? options) =>
        options is null ? ProcessingOptions.Default
        : options.Kernel == KernelMethod.Fast ? options
        : throw new ArgumentException(
            $"ProcessingOptions.Kernel is {options.Kernel}: your block function is the kernel of this call, so leave Kernel at {KernelMethod.Fast}.", nameof(options));

    /// <summary>The report of a run of the caller's block function: no kernel of cci's ran.</summary>
    private static ProcessingReport UserKernelReport(ProcessingReport report) => report with { Kernel = null, VectorBytes = 0 };

    /// <summary>
    /// The transform job: <paramref name="input"/> or <paramref name="inputStream"/> ("-") into <paramref name="output"/> or
    /// <paramref name="outputStream"/> ("-"); <paramref name="outputOptions"/> for an output file.
    /// </summary>
    private static ProcessingReport Run(
        string input, string output, Stream inputStream, Stream outputStream, ByteTransform transform, ProcessingOptions options,
        OutputOptions? outputOptions, CancellationToken cancel)
    {
        ArgumentNullException.ThrowIfNull(options);
        outputOptions ??= OutputOptions.Default;
        var job = new TransformRequest
        {
            Input = input,
            Output = output,
            Strategy = options,
            Writing = outputOptions,
        };
        try
        {
            return TransformJob.Run(job, transform, inputStream, outputStream, ProcessingProgress.Begin(options.Progress), cancel);
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

    private static string LiteralPath(string path) => path == "-" ? "./-" : path;
}

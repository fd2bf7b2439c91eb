using Cci.Core;
using Cci.Core.Aggregate;
using Cci.Core.Engine;
using Cci.Core.Filter;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Filters a file into an output file: <paramref name="filter"/> writes any number of bytes for each block, on the
    /// workers and concurrently (every access and threading method of <see cref="ProcessingOptions"/>), and what it writes
    /// goes to <paramref name="output"/> in file order, through the output rule of
    /// <see cref="Write(string, Action{Stream}, OutputOptions?)"/> (a temporary file renamed over the output when the run
    /// succeeds; nothing is left half-written). Workers run at most a few blocks ahead of the output: memory is
    /// O(workers x a block's output), whatever the file's size. Small outputs are gathered into writes of 64 KiB. With
    /// <see cref="BlockBoundary.Lines"/> every block holds whole lines, so a line filter (grep) is a block function.
    /// </summary>
    /// <param name="input">The file to read: a regular file is striped over the workers; a pipe or device is read in order.</param>
    /// <param name="output">The file to write (created or replaced), or a pipe or device, written in order.</param>
    /// <param name="filter">Writes each block's output; the block is valid only during the call.</param>
    /// <param name="boundary">How blocks are cut: <see cref="BlockBoundary.Lines"/> for whole lines.</param>
    /// <param name="options">The strategy; null for everything chosen. <see cref="ProcessingOptions.Kernel"/> must stay <see cref="KernelMethod.Fast"/>.</param>
    /// <param name="outputOptions">How the output is written; null for <see cref="OutputOptions.Default"/> (atomic).</param>
    /// <param name="cancellationToken">Stops the run within one block; an atomic output is left as it was.</param>
    /// <returns>The bytes written, and what ran (<see cref="ProcessingReport.Bytes"/>: the bytes read).</returns>
    /// <exception cref="ArgumentException"><see cref="ProcessingOptions.Kernel"/> names a kernel: your function is the kernel.</exception>
    /// <exception cref="FileNotFoundException">The input does not exist.</exception>
    /// <exception cref="DirectoryNotFoundException">A directory on the way to the input or the output is missing.</exception>
    /// <exception cref="UnauthorizedAccessException">The input may not be read, or the output may not be written.</exception>
    /// <exception cref="IOException">The input or the output failed; with <see cref="OutputMode.Atomic"/> the old output is kept.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<long> Filter(
        string input, string output, BlockFilter filter, BlockBoundary boundary, ProcessingOptions? options = null,
        OutputOptions? outputOptions = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(output);
        ArgumentNullException.ThrowIfNull(filter);
        options = UserKernel(options);
        outputOptions ??= OutputOptions.Default;
        Aggregated<long>? filtered = null;
        Write(output, stream => filtered = RunFilter(input, stream, filter, boundary, options, cancellationToken), outputOptions);
        return filtered! with { Report = filtered.Report with { Output = outputOptions.Mode } };
    }

    /// <summary>
    /// Filters a file into a stream, in file order, written and flushed but not closed; otherwise as
    /// <see cref="Filter(string, string, BlockFilter, BlockBoundary, ProcessingOptions?, OutputOptions?, CancellationToken)"/>.
    /// What reached the stream before a failure stays written: a stream cannot be taken back. Small outputs are gathered
    /// into writes of 64 KiB, and what is gathered when a run fails is not written.
    /// </summary>
    /// <param name="input">The file to read.</param>
    /// <param name="output">The stream to write, in order, from one thread at a time.</param>
    /// <param name="filter">Writes each block's output; the block is valid only during the call.</param>
    /// <param name="boundary">How blocks are cut: <see cref="BlockBoundary.Lines"/> for whole lines.</param>
    /// <param name="options">The strategy; null for everything chosen.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>The bytes written, and what ran (<see cref="ProcessingReport.Output"/> <see cref="OutputMode.Stream"/>).</returns>
    /// <exception cref="ArgumentException"><paramref name="output"/> cannot be written, or <see cref="ProcessingOptions.Kernel"/> names a kernel.</exception>
    /// <exception cref="FileNotFoundException">The input does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">The input may not be read.</exception>
    /// <exception cref="IOException">The input or the stream failed.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static Aggregated<long> Filter(
        string input, Stream output, BlockFilter filter, BlockBoundary boundary, ProcessingOptions? options = null,
        CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(filter);
        Stream stream = Writable(output);
        Aggregated<long> filtered = RunFilter(input, stream, filter, boundary, UserKernel(options), cancellationToken);
        stream.Flush();
        return filtered with { Report = filtered.Report with { Output = OutputMode.Stream } };
    }

    /// <summary>The least a filter's output is written in, but for the last write (64 KiB).</summary>
    private const int OutputChunk = 64 * 1024;

    /// <summary>The aggregate job over <paramref name="input"/> whose fold writes each block's output in order (<see cref="FilterWindow"/>).</summary>
    private static Aggregated<long> RunFilter(
        string input, Stream output, BlockFilter filter, BlockBoundary boundary, ProcessingOptions options, CancellationToken cancel)
    {
        // Two buffers per worker: one being filled, one waiting for its turn to be written. A block's output is mostly small
        // next to the block (a filter's is): it reaches the output in writes of at least OutputChunk bytes, not one per block.
        // Not disposed: that would close the caller's output.
        int workers = options.Workers ?? Environment.ProcessorCount;
        var coalesced = new BufferedStream(output, OutputChunk);
        var window = new FilterWindow(coalesced, filter, 2 * workers);
        var steps = new AggregateSteps<FilteredBlock>(options, boundary, FilterWindow.None, window.Run, window.Combine, stopping => window.Stopping = stopping);
        try
        {
            Aggregated<FilteredBlock> aggregated = JobPipeline.Run(
                steps, [InputSource.Open(LiteralPath(input))], cancel, ProcessingProgress.Begin(options.Progress));
            coalesced.Flush();
            return new Aggregated<long>(window.Written, UserKernelReport(aggregated.Report));
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

using Cci.Core.Transforms;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Shifts every byte of <paramref name="input"/> into <paramref name="output"/> with cci's own kernels (the <c>cci</c>
    /// tool's transform): scalar or SIMD as <see cref="ProcessingOptions.Kernel"/> says. Otherwise as
    /// <see cref="Transform{TTransform}(string, string, TTransform, ProcessingOptions?, OutputOptions?, CancellationToken)"/>: the same
    /// strategies, output safety and report.
    /// </summary>
    /// <param name="input">The file to read.</param>
    /// <param name="output">The file to write.</param>
    /// <param name="shift">How far to move each byte, -255 to 255; a negative shift undoes a positive one.</param>
    /// <param name="rule">Which bytes move and how they wrap.</param>
    /// <param name="options">The strategy; null for everything chosen.</param>
    /// <param name="outputOptions">How the output is written; null for <see cref="OutputOptions.Default"/> (atomic).</param>
    /// <param name="cancellationToken">Stops the run within one block; the old output is kept.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="shift"/> is outside -255 to 255.</exception>
    /// <exception cref="FileNotFoundException">The input does not exist.</exception>
    /// <exception cref="UnauthorizedAccessException">The input cannot be read or the output cannot be written for want of permission.</exception>
    /// <exception cref="IOException">The input cannot be read or the output cannot be written.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Shift(
        string input, string output, int shift, ShiftRule rule = ShiftRule.Add, ProcessingOptions? options = null, OutputOptions? outputOptions = null,
        CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        ArgumentNullException.ThrowIfNull(output);
        return Run(LiteralPath(input), LiteralPath(output), Stream.Null, Stream.Null, ShiftBy(shift, rule), options ?? ProcessingOptions.Default, outputOptions, cancellationToken);
    }

    /// <summary>
    /// Shifts every byte read from <paramref name="input"/> to the end into <paramref name="output"/>, in order, through one
    /// buffer (a stream is never striped): a pipe, standard input or output, a network or compressed stream. Otherwise as
    /// <see cref="Shift(string, string, int, ShiftRule, ProcessingOptions?, OutputOptions?, CancellationToken)"/>. Neither stream is closed.
    /// </summary>
    /// <param name="input">The stream to read from its current position to its end.</param>
    /// <param name="output">The stream to write, in order.</param>
    /// <param name="shift">How far to move each byte, -255 to 255.</param>
    /// <param name="rule">Which bytes move and how they wrap.</param>
    /// <param name="options">The strategy: a stream is read in order, so the block size and kernel are what it uses; null for everything chosen.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What ran (<see cref="ProcessingReport.Access"/> null, <see cref="ProcessingReport.Output"/> <see cref="OutputMode.Stream"/>), the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><paramref name="input"/> cannot be read or <paramref name="output"/> cannot be written.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="shift"/> is outside -255 to 255.</exception>
    /// <exception cref="IOException">A stream failed.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Shift(
        Stream input, Stream output, int shift, ShiftRule rule = ShiftRule.Add, ProcessingOptions? options = null, CancellationToken cancellationToken = default) =>
        Run(TransformRequest.StandardStream, TransformRequest.StandardStream, Readable(input), Writable(output), ShiftBy(shift, rule), options ?? ProcessingOptions.Default, outputOptions: null, cancellationToken);

    /// <summary>
    /// Shifts every byte of the file <paramref name="input"/> into the stream <paramref name="output"/>, in order; otherwise as
    /// <see cref="Shift(Stream, Stream, int, ShiftRule, ProcessingOptions?, CancellationToken)"/>.
    /// </summary>
    /// <param name="input">The file to read.</param>
    /// <param name="output">The stream to write, in order; not closed.</param>
    /// <param name="shift">How far to move each byte, -255 to 255.</param>
    /// <param name="rule">Which bytes move and how they wrap.</param>
    /// <param name="options">The strategy; null for everything chosen.</param>
    /// <param name="cancellationToken">Stops the run within one block.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><paramref name="output"/> cannot be written.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="shift"/> is outside -255 to 255.</exception>
    /// <exception cref="IOException">The input cannot be read or the stream failed.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Shift(
        string input, Stream output, int shift, ShiftRule rule = ShiftRule.Add, ProcessingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(input);
        return Run(LiteralPath(input), TransformRequest.StandardStream, Stream.Null, Writable(output), ShiftBy(shift, rule), options ?? ProcessingOptions.Default, outputOptions: null, cancellationToken);
    }

    /// <summary>
    /// Shifts every byte read from the stream <paramref name="input"/> into the file <paramref name="output"/>, written by the
    /// rule of <paramref name="outputOptions"/>; otherwise as
    /// <see cref="Shift(Stream, Stream, int, ShiftRule, ProcessingOptions?, CancellationToken)"/>.
    /// </summary>
    /// <param name="input">The stream to read from its current position to its end; not closed.</param>
    /// <param name="output">The file to write.</param>
    /// <param name="shift">How far to move each byte, -255 to 255.</param>
    /// <param name="rule">Which bytes move and how they wrap.</param>
    /// <param name="options">The strategy: a stream is read in order, so the block size and kernel are what it uses; null for everything chosen.</param>
    /// <param name="outputOptions">How the output is written; null for <see cref="OutputOptions.Default"/> (atomic).</param>
    /// <param name="cancellationToken">Stops the run within one block; the old output is kept.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentException"><paramref name="input"/> cannot be read.</exception>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="shift"/> is outside -255 to 255.</exception>
    /// <exception cref="IOException">The stream failed or the output cannot be written.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Shift(
        Stream input, string output, int shift, ShiftRule rule = ShiftRule.Add, ProcessingOptions? options = null, OutputOptions? outputOptions = null,
        CancellationToken cancellationToken = default)
    {
        ArgumentNullException.ThrowIfNull(output);
        return Run(TransformRequest.StandardStream, LiteralPath(output), Readable(input), Stream.Null, ShiftBy(shift, rule), options ?? ProcessingOptions.Default, outputOptions, cancellationToken);
    }

    /// <summary>cci's own transform for <paramref name="rule"/>, once <paramref name="shift"/> is known to be in range.</summary>
    private static ByteTransform ShiftBy(int shift, ShiftRule rule)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(shift, -255);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(shift, 255);
        return TransformCatalog.Create(rule, shift);
    }

    private static Stream Readable(Stream input)
    {
        ArgumentNullException.ThrowIfNull(input);
        return input.CanRead ? input : throw new ArgumentException("The input stream cannot be read.", nameof(input));
    }

    private static Stream Writable(Stream output)
    {
        ArgumentNullException.ThrowIfNull(output);
        return output.CanWrite ? output : throw new ArgumentException("The output stream cannot be written.", nameof(output));
    }
}

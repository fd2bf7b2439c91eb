using Cci.Core.Transforms;

namespace Cci;

public static partial class FileProcessor
{
    /// <summary>
    /// Shifts every byte of <paramref name="input"/> into <paramref name="output"/> with cci's own kernels (the <c>cci</c>
    /// tool's transform): scalar or SIMD as <see cref="ProcessingOptions.Kernel"/> says. Otherwise as
    /// <see cref="Transform{TTransform}(string, string, TTransform, ProcessingOptions?, CancellationToken)"/>: the same
    /// strategies, output safety and report.
    /// </summary>
    /// <param name="input">The file to read.</param>
    /// <param name="output">The file to write.</param>
    /// <param name="shift">How far to move each byte, -255 to 255; a negative shift undoes a positive one.</param>
    /// <param name="rule">Which bytes move and how they wrap.</param>
    /// <param name="options">The strategy; null for everything chosen.</param>
    /// <param name="cancellationToken">Stops the run within one block; the old output is kept.</param>
    /// <returns>What ran, the bytes and the time.</returns>
    /// <exception cref="ArgumentOutOfRangeException"><paramref name="shift"/> is outside -255 to 255.</exception>
    /// <exception cref="IOException">The input cannot be read or the output cannot be written.</exception>
    /// <exception cref="OperationCanceledException">The run was cancelled.</exception>
    public static ProcessingReport Shift(
        string input, string output, int shift, ShiftRule rule = ShiftRule.Add, ProcessingOptions? options = null, CancellationToken cancellationToken = default)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(shift, -255);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(shift, 255);
        return Run(input, output, TransformCatalog.Create(rule, shift), options ?? ProcessingOptions.Default, cancellationToken);
    }
}

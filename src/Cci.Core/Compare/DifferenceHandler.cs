namespace Cci;

/// <summary>
/// Receives the differences <see cref="FileProcessor.Compare(string, string, DifferenceHandler, ComparisonOptions?, CancellationToken)"/>
/// finds, a batch at a time, in file order: called one call at a time, each batch after the one before it. The span is
/// valid only during the call (copy what you keep), so any number of differences takes the same memory.
/// </summary>
/// <param name="differences">The next differences in increasing <see cref="ByteDifference.Offset"/>; never empty.</param>
public delegate void DifferenceHandler(ReadOnlySpan<ByteDifference> differences);

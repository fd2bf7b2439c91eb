namespace Cci;

/// <summary>The result of <see cref="FileProcessor.Aggregate{TResult}(string, TResult, BlockFunction{TResult}, Func{TResult, TResult, TResult}, BlockBoundary, ProcessingOptions?, CancellationToken)"/>, and how the run went.</summary>
/// <typeparam name="TResult">The block function's result type.</typeparam>
/// <param name="Value">Every block's result combined in file order, starting from the seed.</param>
/// <param name="Report">The strategy that ran, the bytes and the time.</param>
public sealed record Aggregated<TResult>(TResult Value, ProcessingReport Report);

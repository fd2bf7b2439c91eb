namespace Cci;

/// <summary>The per-block work of <see cref="FileProcessor.Aggregate{TResult}(string, TResult, BlockFunction{TResult}, Func{TResult, TResult, TResult}, BlockBoundary, ProcessingOptions?, CancellationToken)"/>: a result for one block of the file.</summary>
/// <typeparam name="TResult">What one block gives; results are combined in file order.</typeparam>
/// <param name="block">The block, valid only during this call. Called concurrently for different blocks.</param>
public delegate TResult BlockFunction<TResult>(FileBlock block);

namespace Cci;

/// <summary>
/// Reads a mapped file through a <see cref="MappedFileView"/> during
/// <see cref="MappedFile.Read{TState, TResult}(TState, MappedViewReader{TState, TResult})"/>, as many times as it likes,
/// and returns what it computed.
/// </summary>
/// <typeparam name="TState">What the caller passes in, so that the reader can be a <c>static</c> lambda that allocates nothing.</typeparam>
/// <typeparam name="TResult">What the reader computes. It cannot be a span or another ref struct, so neither the view nor its bytes can leave the call.</typeparam>
/// <param name="view">The whole file, mapped. It and every span it gives are valid only until the reader returns.</param>
/// <param name="state">The state passed to <see cref="MappedFile.Read{TState, TResult}(TState, MappedViewReader{TState, TResult})"/>.</param>
/// <returns>The reader's result, returned by <see cref="MappedFile.Read{TState, TResult}(TState, MappedViewReader{TState, TResult})"/>.</returns>
public delegate TResult MappedViewReader<TState, TResult>(MappedFileView view, TState state);

namespace Cci;

/// <summary>
/// Reads a mapped range of a file during <see cref="MappedFile.Read{TResult}(long, int, MappedReader{TResult})"/>
/// and returns what it computed from it.
/// </summary>
/// <typeparam name="TResult">What the reader computes. It cannot be a span or another ref struct, so the bytes cannot leave the call.</typeparam>
/// <param name="bytes">The mapped bytes. They are valid only until the reader returns; copy what you need to keep.</param>
/// <returns>The reader's result, returned by <see cref="MappedFile.Read{TResult}(long, int, MappedReader{TResult})"/>.</returns>
public delegate TResult MappedReader<TResult>(ReadOnlySpan<byte> bytes);

namespace Cci.Library.Tests.Async;

/// <summary>
/// A stream as ASP.NET Core's request and response bodies are by default: Read, Write and Flush throw
/// "Synchronous operations are disallowed", ReadAsync gives at most a few bytes a call (a socket's short reads), each
/// after a yield, so it completes on another turn of the thread pool. What it is written is kept for the test.
/// </summary>
internal sealed class AsyncOnlyStream(byte[] bytes, int mostPerRead) : Stream
{
    private readonly MemoryStream _inner = new(bytes.Length == 0 ? [] : (byte[])bytes.Clone());
    private readonly MemoryStream _written = new();

    public AsyncOnlyStream()
        : this([], int.MaxValue)
    {
    }

    /// <summary>The bytes written so far.</summary>
    public byte[] Written => _written.ToArray();

    /// <summary>The ReadAsync calls so far.</summary>
    public int Reads { get; private set; }

    public override bool CanRead => true;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => throw new NotSupportedException();
        set => throw new NotSupportedException();
    }

    public override int Read(byte[] buffer, int offset, int count) => throw Disallowed();

    public override int Read(Span<byte> buffer) => throw Disallowed();

    public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
    {
        await Task.Yield();
        cancellationToken.ThrowIfCancellationRequested();
        Reads++;
        return _inner.Read(buffer.Span[..Math.Min(buffer.Length, mostPerRead)]);
    }

    public override Task<int> ReadAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
        ReadAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

    public override void Write(byte[] buffer, int offset, int count) => throw Disallowed();

    public override void Write(ReadOnlySpan<byte> buffer) => throw Disallowed();

    public override async ValueTask WriteAsync(ReadOnlyMemory<byte> buffer, CancellationToken cancellationToken = default)
    {
        await Task.Yield();
        _written.Write(buffer.Span);
    }

    public override Task WriteAsync(byte[] buffer, int offset, int count, CancellationToken cancellationToken) =>
        WriteAsync(buffer.AsMemory(offset, count), cancellationToken).AsTask();

    public override void Flush() => throw Disallowed();

    public override Task FlushAsync(CancellationToken cancellationToken) => Task.CompletedTask;

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    private static InvalidOperationException Disallowed() =>
        new("Synchronous operations are disallowed. Call ReadAsync or set AllowSynchronousIO to true instead.");
}

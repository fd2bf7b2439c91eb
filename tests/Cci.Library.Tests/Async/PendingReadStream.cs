namespace Cci.Library.Tests.Async;

/// <summary>
/// A stream whose first bytes are there and whose next ReadAsync waits for data that never comes (a client that stopped
/// sending), until its token is cancelled: <see cref="Pending"/> completes when that read has begun.
/// </summary>
internal sealed class PendingReadStream(byte[] first) : Stream
{
    private readonly TaskCompletionSource _pending = new(TaskCreationOptions.RunContinuationsAsynchronously);
    private bool _gave;

    /// <summary>Completes once a read is waiting.</summary>
    public Task Pending => _pending.Task;

    public override bool CanRead => true;

    public override bool CanSeek => false;

    public override bool CanWrite => false;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => throw new NotSupportedException();
        set => throw new NotSupportedException();
    }

    public override int Read(byte[] buffer, int offset, int count) => throw new InvalidOperationException("Synchronous operations are disallowed.");

    public override async ValueTask<int> ReadAsync(Memory<byte> buffer, CancellationToken cancellationToken = default)
    {
        if (!_gave)
        {
            _gave = true;
            first.CopyTo(buffer);
            return first.Length;
        }

        _pending.TrySetResult();
        await Task.Delay(Timeout.Infinite, cancellationToken);
        return 0;
    }

    public override void Flush()
    {
    }

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
}

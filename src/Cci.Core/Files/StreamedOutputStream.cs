namespace Cci.Core.Files;

/// <summary>
/// A streamed output (a device, a FIFO, or a file reached through a name such as /dev/stdout, written as it is, never replaced)
/// whose write errors name the output as the user gave it (<see cref="OutputErrors.Writing"/>): a full disk, or a write past the
/// largest file this process may write (ulimit -f: SIGXFSZ is ignored, so the write fails with EFBIG), which .NET's FileStream
/// throws as an ArgumentOutOfRangeException and would otherwise end the process with a stack trace. Owns the stream it wraps.
/// </summary>
internal sealed class StreamedOutputStream(FileStream file, string shown) : Stream
{
    private long _written;

    public override bool CanRead => false;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => _written;
        set => throw new NotSupportedException();
    }

    public override void Write(byte[] buffer, int offset, int count)
    {
        ValidateBufferArguments(buffer, offset, count);
        Write(buffer.AsSpan(offset, count));
    }

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        try
        {
            file.Write(buffer);
        }
        catch (Exception ex) when (ex is IOException or ArgumentOutOfRangeException)
        {
            throw OutputErrors.Writing(ex, shown, _written);
        }

        _written += buffer.Length;
    }

    public override void Flush()
    {
        try
        {
            file.Flush();
        }
        catch (Exception ex) when (ex is IOException or ArgumentOutOfRangeException)
        {
            throw OutputErrors.Writing(ex, shown, _written);
        }
    }

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    protected override void Dispose(bool disposing)
    {
        if (disposing)
        {
            file.Dispose();
        }

        base.Dispose(disposing);
    }
}

using Cci.Unsafe;

namespace Cci.Core.Files;

/// <summary>
/// A streamed output (a device, a FIFO, or a file reached through a name such as /dev/stdout, written as it is, never replaced)
/// whose write past the largest file this process may write (ulimit -f: SIGXFSZ is ignored, so the write fails with EFBIG) or
/// its file system holds is a <see cref="FileTooLargeException"/>, as a file output's is, so the output rule names the output in
/// one line: .NET's FileStream throws EFBIG as an ArgumentOutOfRangeException ("Specified file length was too large"), which
/// would otherwise end the process with a stack trace. Owns the stream it wraps.
/// </summary>
internal sealed class StreamedOutputStream(FileStream file) : Stream
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
        catch (Exception ex) when (IsFileTooLarge(ex))
        {
            throw new FileTooLargeException(_written);
        }

        _written += buffer.Length;
    }

    public override void Flush()
    {
        try
        {
            file.Flush();
        }
        catch (Exception ex) when (IsFileTooLarge(ex))
        {
            throw new FileTooLargeException(_written);
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

    /// <summary>
    /// EFBIG in .NET's words: the ArgumentOutOfRangeException a FileStream's write throws for it (the span passed is always
    /// valid, so nothing else raises one here), or an IOException that carries the errno.
    /// </summary>
    private static bool IsFileTooLarge(Exception error) =>
        error is ArgumentOutOfRangeException || (error is IOException io && SystemErrors.IsFileTooLarge(io));
}

using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Writes in order into an open file from offset 0 without owning its handle, so the target that owns it can still commit it;
/// a write error names the output as the user gave it (<see cref="OutputErrors.Writing"/>), never the temporary file.
/// </summary>
internal sealed class HandleWriteStream(SafeFileHandle handle, string shown) : Stream
{
    private long _position;

    public override bool CanRead => false;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => _position;
        set => throw new NotSupportedException();
    }

    public override void Write(byte[] buffer, int offset, int count) => Write(buffer.AsSpan(offset, count));

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        try
        {
            RandomAccess.Write(handle, buffer, _position);
        }
        catch (Exception ex) when (ex is IOException or ArgumentOutOfRangeException)
        {
            throw OutputErrors.Writing(ex, shown, _position);
        }

        _position += buffer.Length;
    }

    public override void Flush()
    {
    }

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();
}

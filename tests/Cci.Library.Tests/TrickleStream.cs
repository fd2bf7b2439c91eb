namespace Cci.Library.Tests;

/// <summary>A stream that gives at most a few bytes a read, as a pipe or a socket does.</summary>
internal sealed class TrickleStream(byte[] bytes, int mostPerRead) : MemoryStream(bytes)
{
    public override int Read(Span<byte> buffer) => base.Read(buffer[..Math.Min(buffer.Length, mostPerRead)]);

    public override int Read(byte[] buffer, int offset, int count) => base.Read(buffer, offset, Math.Min(count, mostPerRead));
}

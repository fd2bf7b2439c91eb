namespace Cci.Unsafe;

/// <summary>
/// A standard stream that was closed when cci started (<c>cci wc &lt;&amp;-</c>, <c>cci 3 f - &gt;&amp;-</c>): every read or write
/// fails with EBADF, as it would for a C program, whose descriptor stays closed. (The descriptor number itself may
/// hold a file the runtime opened, which must never be read or written as if it were the user's stream.)
/// </summary>
internal sealed class ClosedStandardStream(string name) : Stream
{
    /// <summary>strerror(EBADF), the words GNU tools print for a closed standard stream.</summary>
    public const string BadDescriptor = "Bad file descriptor";

    /// <summary>"standard input" or "standard output", for the error.</summary>
    public string Name { get; } = name;

    public override bool CanRead => true;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => throw new NotSupportedException();
        set => throw new NotSupportedException();
    }

    public override void Flush()
    {
    }

    public override int Read(byte[] buffer, int offset, int count) => throw Closed();

    public override int Read(Span<byte> buffer) => throw Closed();

    public override void Write(byte[] buffer, int offset, int count) => throw Closed();

    public override void Write(ReadOnlySpan<byte> buffer) => throw Closed();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    private IOException Closed() => StandardStreams.Closed($"{Name}: {BadDescriptor}");
}

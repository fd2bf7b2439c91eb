using Cci.Unsafe;

namespace Cci.Cli;

/// <summary>
/// Text for standard output in writes that each end at a line's end and hold at most <see cref="PipeBuffer"/> bytes: POSIX
/// makes a write of at most PIPE_BUF bytes into a pipe atomic, so a line of this process is never split by another's write
/// into the same pipe. Two <c>cci wc</c> started at once by <c>xargs -P2</c> into one pipe (coreutils' wc-parallel test) then
/// never mix their lines, as two GNU wc do not. A line longer than PIPE_BUF cannot be atomic: it is written whole, in as many
/// writes as it takes. Only the text writer goes through it; data (the transform's <c>-</c>) is written as it comes.
/// </summary>
internal sealed class LineAtomicStream(Stream inner) : Stream
{
    /// <summary>PIPE_BUF (<see cref="NativeNames.PipeAtomicWrite"/>).</summary>
    internal static readonly int PipeBuffer = NativeNames.PipeAtomicWrite;

    public override bool CanRead => false;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => throw new NotSupportedException();
        set => throw new NotSupportedException();
    }

    public override void Write(byte[] buffer, int offset, int count)
    {
        ValidateBufferArguments(buffer, offset, count);
        Write(buffer.AsSpan(offset, count));
    }

    public override void Write(ReadOnlySpan<byte> buffer)
    {
        while (buffer.Length > 0)
        {
            int take = buffer.Length;
            if (take > PipeBuffer)
            {
                // The whole lines that fit; else the one long line, whole.
                take = buffer[..PipeBuffer].LastIndexOf((byte)'\n') + 1;
                if (take == 0)
                {
                    int end = buffer.IndexOf((byte)'\n');
                    take = end < 0 ? buffer.Length : end + 1;
                }
            }

            inner.Write(buffer[..take]);
            buffer = buffer[take..];
        }
    }

    public override void Flush() => inner.Flush();

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();
}

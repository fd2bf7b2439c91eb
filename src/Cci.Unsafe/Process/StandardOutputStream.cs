using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// Standard output (descriptor 1) as a plain write-only stream: each write is write(2) until all of it is written, as a C
/// program's is. The console's stream initialises the terminal and its signal handling before its first write and drops
/// EPIPE; a FileStream on a regular file writes at an offset of its own (pwrite) and leaves the descriptor's, which the
/// shell shares (<c>{ cci wc a; cci wc b; } &gt; out</c>), where it was. A failed write throws an IOException with the
/// OS's message and the errno as HResult, as .NET's streams do on Unix (EPIPE included). Unix only:
/// <see cref="TryOpen"/> is null on Windows, where the standard handles are not descriptors.
/// </summary>
internal sealed class StandardOutputStream : Stream
{
    private const int Descriptor = 1;

    private StandardOutputStream()
    {
    }

    public override bool CanRead => false;

    public override bool CanSeek => false;

    public override bool CanWrite => true;

    public override long Length => throw new NotSupportedException();

    public override long Position
    {
        get => throw new NotSupportedException();
        set => throw new NotSupportedException();
    }

    /// <summary>A stream on descriptor 1; null on Windows.</summary>
    public static Stream? TryOpen() => OperatingSystem.IsWindows() ? null : new StandardOutputStream();

    public override void Flush()
    {
        // Nothing is held: every write went to the OS.
    }

    public override int Read(byte[] buffer, int offset, int count) => throw new NotSupportedException();

    public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

    public override void SetLength(long value) => throw new NotSupportedException();

    public override void Write(byte[] buffer, int offset, int count)
    {
        ValidateBufferArguments(buffer, offset, count);
        Write(buffer.AsSpan(offset, count));
    }

    public override void WriteByte(byte value) => Write([value]);

    public override unsafe void Write(ReadOnlySpan<byte> buffer)
    {
        fixed (byte* start = buffer)
        {
            int done = 0;
            while (done < buffer.Length)
            {
                nint written = Interop.Libc.write(Descriptor, start + done, (nuint)(buffer.Length - done));
                if (written >= 0)
                {
                    done += (int)written;
                    continue;
                }

                int error = Marshal.GetLastPInvokeError();
                if (error != Interop.Libc.EIntr)
                {
                    throw new IOException(Marshal.GetPInvokeErrorMessage(error), error);
                }
            }
        }
    }
}

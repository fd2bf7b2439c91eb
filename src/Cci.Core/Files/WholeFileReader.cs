using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Reads small files whole into one buffer it keeps for the next file (one per worker): read(2) until the file ends,
/// and nothing else. A file that turns out to hold more than its stated size allows (it grew, or it is a pseudo file)
/// is handed back as a stream that gives the bytes already read and then the rest.
/// </summary>
internal sealed class WholeFileReader
{
    /// <summary>The first buffer; it grows to the largest file read, up to the limit.</summary>
    private const int FirstBuffer = 16 << 10;

    private readonly int _limit;
    private byte[] _buffer = [];

    /// <param name="limit">The most bytes a file may hold to be read whole (the small-file limit); more is read as a stream.</param>
    public WholeFileReader(int limit)
    {
        ArgumentOutOfRangeException.ThrowIfNegative(limit);
        _limit = limit;
    }

    /// <summary>
    /// Reads <paramref name="file"/> to its end. True with its bytes (valid until the next call) when they fit the limit;
    /// false with <paramref name="rest"/>, a stream of every byte from the first, when they do not.
    /// </summary>
    public bool TryRead(InputFile file, out ArraySegment<byte> bytes, out Stream? rest)
    {
        ArgumentNullException.ThrowIfNull(file);

        // One byte more than stated: a read that ends short of a full buffer shows the end without asking again.
        int want = (int)Math.Min(_limit + 1L, Math.Max(file.Length + 1, FirstBuffer));
        if (_buffer.Length < want)
        {
            _buffer = new byte[want];
        }

        int filled = 0;
        while (true)
        {
            int capacity = (int)Math.Min(_buffer.Length, _limit + 1L);
            if (filled == capacity)
            {
                if (capacity > _limit)
                {
                    bytes = default;
                    rest = new PrefixedStream(_buffer.AsSpan(0, filled).ToArray(), file.Handle, filled);
                    return false;
                }

                Array.Resize(ref _buffer, (int)Math.Min(_limit + 1L, 2L * _buffer.Length));
                continue;
            }

            int read = WholeFile.Read(file.Handle, _buffer.AsSpan(filled, capacity - filled), filled);
            if (read == 0)
            {
                bytes = new ArraySegment<byte>(_buffer, 0, filled);
                rest = null;
                return true;
            }

            filled += read;
        }
    }

    /// <summary>The bytes already read, then the rest of the file from where they ended.</summary>
    private sealed class PrefixedStream(byte[] prefix, SafeFileHandle file, long offset) : Stream
    {
        private int _served;
        private long _offset = offset;

        public override bool CanRead => true;

        public override bool CanSeek => false;

        public override bool CanWrite => false;

        public override long Length => throw new NotSupportedException();

        public override long Position { get => throw new NotSupportedException(); set => throw new NotSupportedException(); }

        public override int Read(byte[] buffer, int offset, int count) => Read(buffer.AsSpan(offset, count));

        public override int Read(Span<byte> buffer)
        {
            if (_served < prefix.Length)
            {
                int n = Math.Min(buffer.Length, prefix.Length - _served);
                prefix.AsSpan(_served, n).CopyTo(buffer);
                _served += n;
                return n;
            }

            int read = WholeFile.Read(file, buffer, _offset);
            _offset += read;
            return read;
        }

        public override void Flush()
        {
        }

        public override long Seek(long offset, SeekOrigin origin) => throw new NotSupportedException();

        public override void SetLength(long value) => throw new NotSupportedException();

        public override void Write(byte[] buffer, int offset, int count) => throw new NotSupportedException();
    }
}

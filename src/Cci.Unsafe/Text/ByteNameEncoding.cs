using System.Text;

namespace Cci.Unsafe;

/// <summary>
/// UTF-8 in which the escapes of <see cref="ByteNames"/> stand for their bytes: a name read as bytes is written back as the
/// same bytes (GNU tools print names as they are), and text without escapes is written exactly as UTF-8 (no preamble). The
/// tool's standard output and error write through it.
/// </summary>
internal sealed class ByteNameEncoding : Encoding
{
    public static ByteNameEncoding Instance { get; } = new();

    public override string EncodingName => "UTF-8 with escaped bytes";

    public override string WebName => "utf-8";

    public override byte[] GetPreamble() => [];

    public override ReadOnlySpan<byte> Preamble => [];

    public override int GetByteCount(char[] chars, int index, int count) => ByteNames.ByteCount(chars.AsSpan(index, count));

    public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex) =>
        ByteNames.Encode(chars.AsSpan(charIndex, charCount), bytes.AsSpan(byteIndex));

    public override int GetCharCount(byte[] bytes, int index, int count) => ByteNames.Decode(bytes.AsSpan(index, count)).Length;

    public override int GetChars(byte[] bytes, int byteIndex, int byteCount, char[] chars, int charIndex)
    {
        string text = ByteNames.Decode(bytes.AsSpan(byteIndex, byteCount));
        text.CopyTo(0, chars, charIndex, text.Length);
        return text.Length;
    }

    public override int GetMaxByteCount(int charCount) => (charCount + 1) * 3;

    public override int GetMaxCharCount(int byteCount) => byteCount + 1;

    public override Encoder GetEncoder() => new ByteNameEncoder();

    /// <summary>Keeps a high surrogate that ends one write for the next (a character cut in two by a writer's buffer).</summary>
    private sealed class ByteNameEncoder : Encoder
    {
        private char _pending;

        public override int GetByteCount(char[] chars, int index, int count, bool flush) => GetByteCount(chars.AsSpan(index, count), flush);

        public override int GetByteCount(ReadOnlySpan<char> chars, bool flush)
        {
            ReadOnlySpan<char> now = Joined(chars);
            return ByteNames.ByteCount(Kept(now, flush) ? now[..^1] : now);
        }

        public override int GetBytes(char[] chars, int charIndex, int charCount, byte[] bytes, int byteIndex, bool flush) =>
            GetBytes(chars.AsSpan(charIndex, charCount), bytes.AsSpan(byteIndex), flush);

        public override int GetBytes(ReadOnlySpan<char> chars, Span<byte> bytes, bool flush)
        {
            ReadOnlySpan<char> now = Joined(chars);
            bool keep = Kept(now, flush);
            int written = ByteNames.Encode(keep ? now[..^1] : now, bytes);
            _pending = keep ? now[^1] : '\0';
            return written;
        }

        public override void Reset() => _pending = '\0';

        /// <summary>Whether the last of <paramref name="now"/> waits for the next write: a high surrogate, unless this write flushes.</summary>
        private static bool Kept(ReadOnlySpan<char> now, bool flush) => !flush && now.Length > 0 && char.IsHighSurrogate(now[^1]);

        /// <summary>The characters to write now: the pending high surrogate first, when there is one.</summary>
        private ReadOnlySpan<char> Joined(ReadOnlySpan<char> chars)
        {
            if (_pending == '\0')
            {
                return chars;
            }

            char[] joined = new char[chars.Length + 1];
            joined[0] = _pending;
            chars.CopyTo(joined.AsSpan(1));
            return joined;
        }
    }
}

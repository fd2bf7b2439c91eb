using Cci.Core.Count;

namespace Cci.Core.Tests.Count;

/// <summary>
/// The plain reference, GNU wc 9.1 in the C locale: newlines, and words as maximal runs of bytes that
/// are none of the six whitespace bytes with at least one printable byte (0x21..0x7E) among them.
/// </summary>
internal static class WcReference
{
    public static (long Lines, long Words, long Bytes) Of(byte[] bytes)
    {
        long words = 0;
        bool inWord = false;
        foreach (byte b in bytes)
        {
            if (b is (byte)' ' or (byte)'\t' or (byte)'\n' or (byte)'\v' or (byte)'\f' or (byte)'\r')
            {
                inWord = false;
            }
            else if (b is >= 0x21 and <= 0x7E && !inWord)
            {
                words++;
                inWord = true;
            }
        }

        return (bytes.Count(b => b == '\n'), words, bytes.Length);
    }

    public static (long Lines, long Words, long Bytes) Triple(this WordCounts counts) => (counts.Lines, counts.Words, counts.Bytes);

    public static (long Lines, long Words, long Bytes) Triple(this TextCounts counts) => (counts.Lines, counts.Words, counts.Bytes);

    /// <summary>
    /// Random bytes biased towards the six whitespace bytes and bytes that neither start nor end a word
    /// (control bytes, 0x80 and above), so words, runs of space and runs of those are short and many.
    /// </summary>
    public static byte[] Text(int length, int seed)
    {
        byte[] alphabet = [(byte)' ', (byte)'\t', (byte)'\n', (byte)'\v', (byte)'\f', (byte)'\r', (byte)'a', (byte)'Z', (byte)'0', (byte)'.', 0x00, 0x01, 0x7F, 0x80, 0xC3, 0xFF];
        var random = new Random(seed);
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++)
        {
            bytes[i] = random.Next(4) == 0 ? (byte)random.Next(256) : alphabet[random.Next(alphabet.Length)];
        }

        return bytes;
    }
}

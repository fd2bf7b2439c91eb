using Cci.Core.Count;

namespace Cci.Core.Tests.Count;

/// <summary>The plain reference: newlines, and words as maximal runs of bytes that are none of the six whitespace bytes.</summary>
internal static class WcReference
{
    public static (long Lines, long Words, long Bytes) Of(byte[] bytes)
    {
        long words = 0;
        bool inWord = false;
        foreach (byte b in bytes)
        {
            bool space = b is (byte)' ' or (byte)'\t' or (byte)'\n' or (byte)'\v' or (byte)'\f' or (byte)'\r';
            if (!space && !inWord)
            {
                words++;
            }

            inWord = !space;
        }

        return (bytes.Count(b => b == '\n'), words, bytes.Length);
    }

    public static (long Lines, long Words, long Bytes) Triple(this WordCounts counts) => (counts.Lines, counts.Words, counts.Bytes);

    /// <summary>Random bytes biased towards the six whitespace bytes, so words and runs of space are short and many.</summary>
    public static byte[] Text(int length, int seed)
    {
        byte[] alphabet = [(byte)' ', (byte)'\t', (byte)'\n', (byte)'\v', (byte)'\f', (byte)'\r', (byte)'a', (byte)'Z', (byte)'0', (byte)'.'];
        var random = new Random(seed);
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++)
        {
            bytes[i] = random.Next(4) == 0 ? (byte)random.Next(256) : alphabet[random.Next(alphabet.Length)];
        }

        return bytes;
    }
}

using Cci.Core.Count;

namespace Cci.Core.Tests.Count;

/// <summary>
/// The plain reference, GNU coreutils 9.11's word rule: a word is a maximal run of characters that are not white
/// space. In the C locale a byte is a character and white space is the six ASCII spaces and, unless POSIXLY_CORRECT is
/// set, the no-break space 0xA0; control bytes and every other byte from 0x80 up are parts of words. In UTF-8 (<see
/// cref="Utf8Words"/>) a byte that starts no character is an encoding error and part of a word, and a character is
/// white space when glibc's iswspace says so or it is one of the non-breaking spaces U+00A0, U+2007, U+202F, U+2060.
/// </summary>
internal static class WcReference
{
    /// <summary>glibc 2.36's iswspace from U+0080 up, in C.UTF-8 (U+2028 and U+2029 are not printable).</summary>
    private static readonly int[] WideSpaces = [0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2008, 0x2009, 0x200A, 0x2028, 0x2029, 0x205F, 0x3000];

    private static readonly int[] NonBreakingSpaces = [0xA0, 0x2007, 0x202F, 0x2060];

    public static (long Lines, long Words, long Bytes) Of(byte[] bytes, bool nonBreakingSpaceSeparates = true)
    {
        long words = 0;
        bool inWord = false;
        foreach (byte b in bytes)
        {
            bool space = IsAsciiSpace(b) || (b == 0xA0 && nonBreakingSpaceSeparates);
            words += !space && !inWord ? 1 : 0;
            inWord = !space;
        }

        return (bytes.Count(b => b == '\n'), words, bytes.Length);
    }

    /// <summary>Words in UTF-8: characters decoded as glibc's mbrtowc decodes them (up to 6 bytes, no overlong forms, no surrogates).</summary>
    public static long Utf8Words(byte[] bytes, bool nonBreakingSpaceSeparates = true)
    {
        long words = 0;
        bool inWord = false;
        for (int i = 0; i < bytes.Length;)
        {
            (int length, int codePoint) = GlibcUtf8.Decode(bytes, i);
            bool space = length > 0 && (codePoint < 0x80
                ? IsAsciiSpace((byte)codePoint)
                : WideSpaces.Contains(codePoint) || (nonBreakingSpaceSeparates && NonBreakingSpaces.Contains(codePoint)));
            words += !space && !inWord ? 1 : 0;
            inWord = !space;
            i += Math.Max(length, 1);
        }

        return words;
    }

    private static bool IsAsciiSpace(byte b) => b is (byte)' ' or (byte)'\t' or (byte)'\n' or (byte)'\v' or (byte)'\f' or (byte)'\r';

    public static (long Lines, long Words, long Bytes) Triple(this WordCounts counts) => (counts.Lines, counts.Words, counts.Bytes);

    public static (long Lines, long Words, long Bytes) Triple(this TextCounts counts) => (counts.Lines, counts.Words, counts.Bytes);

    /// <summary>
    /// Random bytes biased towards the six whitespace bytes, the no-break space 0xA0 and bytes that 9.1 and 9.11 count
    /// apart (control bytes, 0x80 and above), so words and runs of space are short and many.
    /// </summary>
    public static byte[] Text(int length, int seed)
    {
        byte[] alphabet = [(byte)' ', (byte)'\t', (byte)'\n', (byte)'\v', (byte)'\f', (byte)'\r', (byte)'a', (byte)'Z', (byte)'0', (byte)'.', 0x00, 0x01, 0x7F, 0x80, 0xA0, 0xC3, 0xFF];
        var random = new Random(seed);
        byte[] bytes = new byte[length];
        for (int i = 0; i < length; i++)
        {
            bytes[i] = random.Next(4) == 0 ? (byte)random.Next(256) : alphabet[random.Next(alphabet.Length)];
        }

        return bytes;
    }

    /// <summary>Random UTF-8-ish text: ASCII, spaces, every kind of wide space and non-breaking space, valid characters, and encoding errors.</summary>
    public static byte[] Utf8Text(int length, int seed)
    {
        string[] pieces = ["a", "Z", " ", "\t", "\n", "\u0001", "\u007f", "\u0085", "\u00a0", "\u2007", "\u202f", "\u2060", "\u2028", "\u2029", "\u3000", "\u2003", "\u1680", "é", "日", "😀", "\u200b"];
        byte[][] errors = [[0x80], [0xFF], [0xC3], [0xE2, 0x82], [0xED, 0xA0, 0x80], [0xC0, 0x80], [0xF4, 0x90, 0x80, 0x80]];
        var random = new Random(seed);
        var bytes = new List<byte>(length + 8);
        while (bytes.Count < length)
        {
            bytes.AddRange(random.Next(5) == 0 ? errors[random.Next(errors.Length)] : System.Text.Encoding.UTF8.GetBytes(pieces[random.Next(pieces.Length)]));
        }

        return [.. bytes.Take(length)];
    }
}

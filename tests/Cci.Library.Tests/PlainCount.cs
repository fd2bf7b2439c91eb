namespace Cci.Library.Tests;

/// <summary>
/// The plain reference a count is checked against: GNU coreutils 9.11's rules in the C locale as one loop over an array
/// (every byte but the six spaces and the no-break space 0xA0 is part of a word; only 0x21..0x7E have a width).
/// </summary>
internal static class PlainCount
{
    public static TextCounts Of(ReadOnlySpan<byte> bytes)
    {
        long lines = 0, words = 0, longest = 0, position = 0;
        bool inWord = false;
        foreach (byte b in bytes)
        {
            switch (b)
            {
                case (byte)'\n' or (byte)'\r' or (byte)'\f':
                    lines += b == (byte)'\n' ? 1 : 0;
                    longest = Math.Max(longest, position);
                    position = 0;
                    inWord = false;
                    break;
                case (byte)'\t':
                    position += 8 - (position % 8);
                    inWord = false;
                    break;
                case (byte)' ':
                    position++;
                    inWord = false;
                    break;
                case (byte)'\v':
                    inWord = false;
                    break;
                case > 0x20 and < 0x7F:
                    position++;
                    words += inWord ? 0 : 1;
                    inWord = true;
                    break;
                case 0xA0:
                    // The no-break space, as GNU maps the byte in the C locale: no width, and it ends a word.
                    inWord = false;
                    break;
                default:
                    // A control byte, or a byte of 128 and up in the C locale: not printable, no width, part of a word.
                    words += inWord ? 0 : 1;
                    inWord = true;
                    break;
            }
        }

        return new TextCounts(lines, words, bytes.Length, bytes.Length, Math.Max(longest, position));
    }

    /// <summary>Words, spaces, tabs, line ends, control bytes and bytes of 128 and up, with lines of many lengths.</summary>
    public static byte[] Text(int size, int seed)
    {
        ReadOnlySpan<byte> alphabet = "abcdefghij    \t\n\n\r\f\v\x01\x7f"u8;
        var random = new Random(seed);
        byte[] bytes = new byte[size];
        for (int i = 0; i < size; i++)
        {
            int pick = random.Next(alphabet.Length + 2);
            bytes[i] = pick < alphabet.Length ? alphabet[pick] : (byte)(0x80 + random.Next(128));
        }

        return bytes;
    }
}

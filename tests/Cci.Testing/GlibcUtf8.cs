namespace Cci.Testing;

/// <summary>UTF-8 decoded as glibc's mbrtowc decodes it (up to 6 bytes and U+7FFFFFFF, no overlong forms, no surrogates): the plain reference the word-count tests decode by.</summary>
public static class GlibcUtf8
{
    /// <summary>The length and code point of the character glibc's mbrtowc decodes at bytes[at]; length 0 for an encoding error.</summary>
    public static (int Length, int CodePoint) Decode(byte[] bytes, int at)
    {
        byte lead = bytes[at];
        if (lead < 0x80)
        {
            return (1, lead);
        }

        int length = lead is >= 0xC2 and < 0xFE ? (lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : lead < 0xF8 ? 4 : lead < 0xFC ? 5 : 6) : 0;
        if (length == 0 || at + length > bytes.Length)
        {
            return (0, 0);
        }

        long value = lead & (0x7F >> length);
        for (int k = 1; k < length; k++)
        {
            if ((bytes[at + k] & 0xC0) != 0x80)
            {
                return (0, 0);
            }

            value = (value << 6) | (bytes[at + k] & 0x3FL);
        }

        long[] least = [0, 0, 0x80, 0x800, 0x10000, 0x200000, 0x4000000];
        return value < least[length] || value is >= 0xD800 and <= 0xDFFF ? (0, 0) : (length, (int)value);
    }
}

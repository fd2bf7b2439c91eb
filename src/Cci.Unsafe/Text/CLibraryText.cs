namespace Cci.Unsafe;

/// <summary>
/// What the C library's UTF-8 locale says of text, as GNU tools ask it: how glibc's mbrtowc decodes a character
/// (up to 6 bytes and U+7FFFFFFF, no overlong forms, no surrogates) and how iswprint, iswspace and wcwidth class it
/// (<see cref="WideCharTable"/>). wc counts words and widths by it; the tool quotes file names by it.
/// </summary>
internal static class CLibraryText
{
    /// <summary>The BMP's classes, expanded once from <see cref="WideCharTable"/> (64 KiB).</summary>
    private static readonly byte[] Bmp = ExpandBmp();

    /// <summary>
    /// The length of the character glibc's mbrtowc decodes at bytes[at], or -1 when none starts there
    /// (an invalid byte, or a character cut off by the end of the input).
    /// </summary>
    public static int Decode(ReadOnlySpan<byte> bytes, int at, out int codePoint)
    {
        uint b0 = bytes[at];
        codePoint = (int)b0;
        if (b0 < 0x80)
        {
            return 1;
        }

        (int length, uint value, uint minimum) = b0 switch
        {
            < 0xC2 => (-1, 0u, 0u),
            < 0xE0 => (2, b0 & 0x1F, 0x80u),
            < 0xF0 => (3, b0 & 0x0F, 0x800u),
            < 0xF8 => (4, b0 & 0x07, 0x10000u),
            < 0xFC => (5, b0 & 0x03, 0x200000u),
            < 0xFE => (6, b0 & 0x01, 0x4000000u),
            _ => (-1, 0u, 0u),
        };
        if (length < 0 || at + length > bytes.Length)
        {
            return -1;
        }

        for (int k = 1; k < length; k++)
        {
            uint b = bytes[at + k];
            if (!IsContinuation((byte)b))
            {
                return -1;
            }

            value = (value << 6) | (b & 0x3F);
        }

        if (value < minimum || value - 0xD800 <= 0xDFFF - 0xD800)
        {
            return -1;
        }

        codePoint = (int)value;
        return length;
    }

    /// <summary>The class of a character that is not printable (iswprint) and not a space.</summary>
    public const int NotPrintable = 0;

    /// <summary>The class of a character that is not printable but is a space (iswspace: U+2028, U+2029 in glibc).</summary>
    public const int NotPrintableSpace = 7;

    /// <summary>Whether glibc's iswprint holds for a character from U+0080 up.</summary>
    public static bool IsPrintable(int codePoint) => ClassOf(codePoint) is not (NotPrintable or NotPrintableSpace);

    /// <summary>The class of a character from U+0080 up (<see cref="WideCharTable"/>).</summary>
    public static int ClassOf(int codePoint)
    {
        if (codePoint < 0x10000)
        {
            return Bmp[codePoint];
        }

        if (codePoint > 0x10FFFF)
        {
            return 0;
        }

        ReadOnlySpan<uint> runs = WideCharTable.Runs;
        int lo = 0;
        int hi = runs.Length - 1;
        while (lo < hi)
        {
            int mid = (lo + hi + 1) / 2;
            if ((runs[mid] >> 3) <= (uint)codePoint)
            {
                lo = mid;
            }
            else
            {
                hi = mid - 1;
            }
        }

        return (int)(runs[lo] & 7);
    }

    private static bool IsContinuation(byte b) => (b & 0xC0) == 0x80;

    private static byte[] ExpandBmp()
    {
        byte[] classes = new byte[0x10000];
        ReadOnlySpan<uint> runs = WideCharTable.Runs;
        for (int r = 0; r < runs.Length && (runs[r] >> 3) < 0x10000; r++)
        {
            int from = (int)(runs[r] >> 3);
            int to = r + 1 < runs.Length ? (int)Math.Min(runs[r + 1] >> 3, 0x10000) : 0x10000;
            classes.AsSpan(from, to - from).Fill((byte)(runs[r] & 7));
        }

        // Below U+0080 the kernel classes bytes itself.
        return classes;
    }
}

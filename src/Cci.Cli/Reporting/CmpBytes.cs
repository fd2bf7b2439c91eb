namespace Cci.Cli.Reporting;

/// <summary>cmp -b's picture of a byte (its sprintc): printable ASCII as itself, ^X for control bytes, ^? for 127, M- before bytes of 128 and up.</summary>
internal static class CmpBytes
{
    public static string Show(byte value)
    {
        Span<char> text = stackalloc char[4];
        int length = Show(value, text);
        return new string(text[..length]);
    }

    /// <returns>How many characters (1 to 4, all ASCII) were written.</returns>
    public static int Show(byte value, Span<char> text)
    {
        int at = 0;
        int c = value;
        if (c is < 32 or > 126)
        {
            if (c >= 128)
            {
                text[at++] = 'M';
                text[at++] = '-';
                c -= 128;
            }

            if (c < 32)
            {
                text[at++] = '^';
                c += 64;
            }
            else if (c == 127)
            {
                text[at++] = '^';
                c = '?';
            }
        }

        text[at++] = (char)c;
        return at;
    }
}

namespace Cci.Cli.Parsing;

/// <summary>
/// Byte counts as GNU cmp 3.8 reads them (gnulib xstrtoimax with the suffixes "kKMGTPEZY0"): an integer,
/// optionally followed by k or K (1024), M, G, T, P, E, Z or Y (powers of 1024), or the same with B
/// (powers of 1000: kB, MB) or iB (KiB, MiB). A suffix alone counts one (K is 1024). No overflow, no negatives.
/// </summary>
internal static class CmpNumber
{
    private const string Powers = "KMGTPEZY";

    /// <summary>Parses <paramref name="text"/> from <paramref name="start"/> up to its end or to <paramref name="delimiter"/>.</summary>
    /// <param name="end">Where the parse stopped: the end of the text, or the delimiter.</param>
    public static bool TryParse(string text, int start, char? delimiter, out long value, out int end)
    {
        value = 0;
        end = start;
        int at = start;
        while (at < text.Length && text[at] is ' ' or '\t' or '\n' or '\v' or '\f' or '\r')
        {
            at++;
        }

        bool negative = false;
        if (at < text.Length && text[at] is '+' or '-')
        {
            negative = text[at] == '-';
            at++;
        }

        int digitsStart = at;
        long number = 0;
        bool overflow = false;
        while (at < text.Length && char.IsAsciiDigit(text[at]))
        {
            int digit = text[at] - '0';
            if (number > (long.MaxValue - digit) / 10)
            {
                overflow = true;
            }
            else
            {
                number = (number * 10) + digit;
            }

            at++;
        }

        if (at == digitsStart)
        {
            // strtoimax found no number: a valid suffix alone means one of it.
            if (negative || at >= text.Length || (text[at] != 'k' && Powers.IndexOf(text[at]) < 0))
            {
                return false;
            }

            number = 1;
        }

        if (at < text.Length && text[at] != delimiter)
        {
            int power = text[at] == 'k' ? 1 : Powers.IndexOf(text[at]) + 1;
            if (power == 0)
            {
                return false;
            }

            int multiplier = 1024;
            at++;
            if (at < text.Length && text[at] is 'B' or 'D')
            {
                multiplier = 1000;
                at++;
            }
            else if (at + 1 < text.Length && text[at] == 'i' && text[at + 1] == 'B')
            {
                at += 2;
            }

            for (int i = 0; i < power && !overflow; i++)
            {
                if (number > long.MaxValue / multiplier)
                {
                    overflow = true;
                }
                else
                {
                    number *= multiplier;
                }
            }
        }

        if (overflow || (negative && number != 0) || (at < text.Length && text[at] != delimiter))
        {
            return false;
        }

        value = number;
        end = at;
        return true;
    }

    /// <summary>cmp -n LIMIT.</summary>
    public static bool TryParseLimit(string text, out long value) => TryParse(text, 0, null, out value, out _);

    /// <summary>cmp -i SKIP or SKIP1:SKIP2; on failure <paramref name="bad"/> is the part cmp names in its message.</summary>
    public static bool TryParseSkips(string text, out long left, out long right, out string bad)
    {
        left = right = 0;
        bad = text;
        if (!TryParse(text, 0, ':', out left, out int end))
        {
            return false;
        }

        if (end == text.Length)
        {
            right = left;
            return true;
        }

        bad = text[(end + 1)..];
        return TryParse(text, end + 1, null, out right, out _);
    }
}

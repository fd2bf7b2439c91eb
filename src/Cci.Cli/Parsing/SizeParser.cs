using System.Globalization;

namespace Cci.Cli.Parsing;

/// <summary>Parses byte counts such as 4096, 64K, 1M, 2G: suffixes are powers of 1024, as in dd and the article.</summary>
internal static class SizeParser
{
    public static bool TryParse(string? text, out long bytes)
    {
        bytes = 0;
        if (string.IsNullOrWhiteSpace(text))
        {
            return false;
        }

        text = text.Trim();
        int shift = char.ToUpperInvariant(text[^1]) switch
        {
            'K' => 10,
            'M' => 20,
            'G' => 30,
            _ => 0,
        };
        string digits = shift == 0 ? text : text[..^1];
        if (!long.TryParse(digits, NumberStyles.None, CultureInfo.InvariantCulture, out long value) || value > (long.MaxValue >> shift))
        {
            return false;
        }

        bytes = value << shift;
        return true;
    }
}

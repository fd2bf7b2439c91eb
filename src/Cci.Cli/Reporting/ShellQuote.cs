using System.Text;
using Cci.Unsafe;

namespace Cci.Cli.Reporting;

/// <summary>
/// GNU's quotef (gnulib quotearg, shell-escape style, ':' quoted too): a name is printed as it is
/// when a shell would read it back unchanged; else in single quotes, with '\'' for a single quote and
/// $'\n' / $'\ooo' for control and non-printable bytes, or in double quotes when its only trouble is
/// a single quote. Printable means printable ASCII in the C locale, and any printable character in a
/// UTF-8 one.
/// </summary>
internal static class ShellQuote
{
    private const string Specials = " !\"$&()*;<=>[^`|?\\':";
    private const string Safe = "%+,-./:]_";

    /// <summary>
    /// A name as GNU's quote() prints an operand in an error line ("extra operand 'x'"): in single quotes, a single quote as
    /// '\''; one with bytes that are not UTF-8 always as <see cref="Quote"/> prints it ($'\ooo').
    /// </summary>
    public static string Operand(string name, bool utf8) => ByteNames.HasEscapes(name)
        ? Quote(name, utf8)
        : "'" + name.Replace("'", "'\\''", StringComparison.Ordinal) + "'";

    public static string Quote(string name, bool utf8)
    {
        byte[] bytes = ByteNames.Encode(name);
        if (bytes.Length == 0)
        {
            return "''";
        }

        bool quote = false;
        bool singleQuote = false;
        bool allCompatible = true;
        var units = new List<(int At, int Length, bool Printable)>();
        for (int i = 0; i < bytes.Length;)
        {
            (int length, bool printable) = Unit(bytes, i, utf8);
            units.Add((i, length, printable));
            byte c = bytes[i];
            bool special = !printable || (length == 1 && (Specials.Contains((char)c)
                || (c is (byte)'#' or (byte)'~' && i == 0)
                || (c is (byte)'{' or (byte)'}' && bytes.Length == 1)));
            bool compatible = printable && (length > 1 || char.IsAsciiLetterOrDigit((char)c) || Safe.Contains((char)c)
                || c is (byte)' ' or (byte)'\'' || !Specials.Contains((char)c));
            quote |= special;
            singleQuote |= c == (byte)'\'';
            allCompatible &= compatible;
            i += length;
        }

        if (!quote)
        {
            return name;
        }

        if (singleQuote && allCompatible)
        {
            return "\"" + name + "\"";
        }

        var output = new StringBuilder("'");
        bool escaping = false;
        foreach ((int at, int length, bool printable) in units)
        {
            byte c = bytes[at];
            string? escape = !printable && length == 1 ? LetterEscape(c) : null;
            if (printable)
            {
                // A single quote closes whatever quote is open; other text closes an open $'...' first.
                output.Append(c == (byte)'\'' ? "'\\''" : (escaping ? "''" : string.Empty) + Encoding.UTF8.GetString(bytes, at, length));
                escaping = false;
                continue;
            }

            if (!escaping)
            {
                output.Append("'$'");
                escaping = true;
            }

            if (escape is not null)
            {
                output.Append('\\').Append(escape);
                continue;
            }

            for (int k = at; k < at + length; k++)
            {
                output.Append('\\').Append(Convert.ToString(bytes[k], 8).PadLeft(3, '0'));
            }
        }

        return output.Append('\'').ToString();
    }

    private static (int Length, bool Printable) Unit(byte[] bytes, int at, bool utf8)
    {
        byte c = bytes[at];
        if (c < 0x80 || !utf8)
        {
            return (1, c - 0x20u <= 0x7E - 0x20);
        }

        int length = CLibraryText.Decode(bytes, at, out int codePoint);
        return length < 0 ? (1, false) : (length, CLibraryText.IsPrintable(codePoint));
    }

    private static string? LetterEscape(byte c) => c switch
    {
        (byte)'\a' => "a",
        (byte)'\b' => "b",
        (byte)'\f' => "f",
        (byte)'\n' => "n",
        (byte)'\r' => "r",
        (byte)'\t' => "t",
        (byte)'\v' => "v",
        _ => null,
    };
}

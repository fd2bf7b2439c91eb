using System.Globalization;

namespace Cci.Cli.Tests;

/// <summary>
/// GNU wc 9.1's output (the wc installed here) with its word column as GNU coreutils 9.11 counts words, the release cci
/// follows: lines, characters, bytes and -L are the same in both and stay compared byte for byte. 9.11 counts every
/// character that is not white space as part of a word, where 9.1 skipped control bytes, bytes from 0x80 up in the C
/// locale, encoding errors and unprintable characters in UTF-8; white space is the six ASCII spaces, glibc's iswspace
/// (in UTF-8) and the no-break space (0xA0 in the C locale; U+00A0, U+2007, U+202F, U+2060 in UTF-8).
/// </summary>
internal static class NewerGnuWords
{
    private static readonly int[] WideSpaces = [0x1680, 0x2000, 0x2001, 0x2002, 0x2003, 0x2004, 0x2005, 0x2006, 0x2008, 0x2009, 0x200A, 0x2028, 0x2029, 0x205F, 0x3000, 0xA0, 0x2007, 0x202F, 0x2060];

    /// <summary>Words in <paramref name="bytes"/> by 9.11's rule, in UTF-8 or the C locale.</summary>
    public static long Of(byte[] bytes, bool utf8)
    {
        long words = 0;
        bool inWord = false;
        for (int i = 0; i < bytes.Length;)
        {
            (int length, int codePoint) = utf8 ? GlibcUtf8.Decode(bytes, i) : (1, bytes[i]);
            bool space = length > 0 && (codePoint is ' ' or (>= '\t' and <= '\r') || (codePoint >= 0x80 && (utf8 ? WideSpaces.Contains(codePoint) : codePoint == 0xA0)));
            words += !space && !inWord ? 1 : 0;
            inWord = !space;
            i += Math.Max(length, 1);
        }

        return words;
    }

    /// <summary>
    /// GNU 9.1's <paramref name="output"/> of wc run with <paramref name="args"/> (flags and operands; --files0-from
    /// lists read) with the word column of each line replaced by 9.11's count, padded to the same width.
    /// <paramref name="standardInput"/> is what an operand of '-' or no operand reads.
    /// </summary>
    public static string Patch(string output, IReadOnlyList<string> args, byte[]? standardInput, bool utf8)
    {
        var letters = new HashSet<char>(args.Where(a => a.Length > 1 && a[0] == '-' && a[1] != '-').SelectMany(a => a[1..]));
        letters.IntersectWith("lwmcL");
        if (letters.Count == 0)
        {
            letters.UnionWith("lwc");
        }

        if (!letters.Contains('w'))
        {
            return output;
        }

        List<byte[]> inputs = [.. Operands(args, standardInput).Select(Read).OfType<byte[]>()];
        long[] words = [.. inputs.Select(bytes => Of(bytes, utf8))];
        int field = letters.Contains('l') ? 1 : 0;
        string[] lines = output.Split('\n');
        for (int i = 0; i < lines.Length && lines[i].Length > 0; i++)
        {
            long value = i < words.Length ? words[i] : words.Sum();
            lines[i] = Replace(lines[i], letters.Count, field, value);
        }

        return string.Join('\n', lines);

        byte[]? Read(string operand) =>
            operand == "-" ? standardInput ?? [] : Directory.Exists(operand) ? [] : TryRead(operand);
    }

    /// <summary>The file's bytes, or null where it cannot be read (missing, or a list like /proc/self/mem that fails).</summary>
    private static byte[]? TryRead(string path)
    {
        try
        {
            return File.Exists(path) ? File.ReadAllBytes(path) : null;
        }
        catch (IOException)
        {
            return null;
        }
        catch (UnauthorizedAccessException)
        {
            return null;
        }
    }

    private static IEnumerable<string> Operands(IReadOnlyList<string> args, byte[]? standardInput)
    {
        string? list = args.FirstOrDefault(a => a.StartsWith("--files0-from=", StringComparison.Ordinal))?["--files0-from=".Length..];
        if (list is not null)
        {
            byte[] names = list == "-" ? standardInput ?? [] : TryRead(list) ?? [];
            return System.Text.Encoding.UTF8.GetString(names).Split('\0').Where(n => n.Length > 0 && n != "-");
        }

        string[] operands = [.. args.Where(a => a == "-" || !a.StartsWith('-'))];
        return operands.Length == 0 ? ["-"] : operands;
    }

    private static string Replace(string line, int fields, int field, long value)
    {
        int at = 0;
        for (int k = 0; k < fields; k++)
        {
            if (k > 0)
            {
                if (at >= line.Length || line[at] != ' ')
                {
                    return line;
                }

                at++;
            }

            int start = at;
            while (at < line.Length && line[at] == ' ')
            {
                at++;
            }

            while (at < line.Length && char.IsAsciiDigit(line[at]))
            {
                at++;
            }

            if (k == field)
            {
                return line[..start] + value.ToString(CultureInfo.InvariantCulture).PadLeft(at - start) + line[at..];
            }
        }

        return line;
    }
}

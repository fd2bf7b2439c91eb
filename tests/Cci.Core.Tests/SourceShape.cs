using System.Text;
using System.Text.RegularExpressions;

namespace Cci.Core.Tests;

/// <summary>
/// The shape of a C# source file as the house rules measure it, without a compiler: its comments and literals blanked
/// (newlines kept, so line numbers hold), then its blocks matched brace by brace. A member is a block or an
/// expression body directly inside a type (a method, a constructor, a property, an operator, a field's lambda); its
/// lines run from the first line of its declaration after its attributes to the line of its closing brace or semicolon.
/// </summary>
internal static partial class SourceShape
{
    /// <summary>One member: the line its declaration starts on, how many lines it spans, and the declaration's first line.</summary>
    public readonly record struct Member(int Line, int Lines, string Declaration);

    /// <summary>The members of <paramref name="source"/>, nested types' included, in the order they close.</summary>
    public static List<Member> Members(string source)
    {
        string code = Blank(source);
        var members = new List<Member>();
        var blocks = new Stack<(Block Kind, int Line, string Header)>();
        var header = new StringBuilder();
        int line = 1;
        int headerLine = 0;
        foreach (char c in code)
        {
            if (c == '\n')
            {
                line++;
            }

            if (c is '{' or '}' or ';')
            {
                string text = header.ToString().Trim();
                Block parent = blocks.Count > 0 ? blocks.Peek().Kind : Block.Namespace;
                if (c == '{')
                {
                    blocks.Push((KindOf(text, parent), headerLine == 0 ? line : headerLine, text));
                }
                else if (c == '}' && blocks.Count > 0)
                {
                    (Block kind, int start, string opened) = blocks.Pop();
                    if (kind == Block.Member)
                    {
                        members.Add(new Member(start, line - start + 1, FirstLine(opened)));
                    }
                }
                else if (c == ';' && parent == Block.Type && text.Contains("=>", StringComparison.Ordinal) && text.Contains('('))
                {
                    members.Add(new Member(headerLine, line - headerLine + 1, FirstLine(text)));
                }

                header.Clear();
                headerLine = 0;
                continue;
            }

            if (headerLine == 0 && !char.IsWhiteSpace(c))
            {
                headerLine = line;
            }

            header.Append(c);
            if (c == ']' && header.ToString().TrimStart().StartsWith('[') && blocks.Count > 0 && blocks.Peek().Kind == Block.Type)
            {
                // An attribute of the member that follows: its declaration starts after it.
                header.Clear();
                headerLine = 0;
            }
        }

        return members;
    }

    /// <summary>
    /// <paramref name="source"/> with every comment, string and character literal blanked to spaces, newlines kept: regular,
    /// verbatim, interpolated and raw strings alike (an interpolation's holes go with their string).
    /// </summary>
    public static string Blank(string source)
    {
        var blank = new StringBuilder(source.Length);
        int i = 0;
        while (i < source.Length)
        {
            int end = LiteralEnd(source, i);
            if (end == i)
            {
                blank.Append(source[i++]);
                continue;
            }

            for (; i < end; i++)
            {
                blank.Append(source[i] == '\n' ? '\n' : ' ');
            }
        }

        return blank.ToString();
    }

    /// <summary>Where the comment or literal starting at <paramref name="i"/> ends; <paramref name="i"/> itself when none starts there.</summary>
    private static int LiteralEnd(string s, int i)
    {
        if (s[i] == '/' && i + 1 < s.Length && s[i + 1] is '/' or '*')
        {
            int close = s[i + 1] == '/' ? s.IndexOf('\n', i) : s.IndexOf("*/", i + 2, StringComparison.Ordinal);
            return close < 0 ? s.Length : s[i + 1] == '/' ? close : close + 2;
        }

        if (s[i] == '\'')
        {
            int j = i + 1;
            while (j < s.Length && s[j] != '\'')
            {
                j += s[j] == '\\' ? 2 : 1;
            }

            return Math.Min(j + 1, s.Length);
        }

        int quote = i;
        while (quote < s.Length && s[quote] is '$' or '@')
        {
            quote++;
        }

        if (quote == s.Length || s[quote] != '"')
        {
            return i;
        }

        ReadOnlySpan<char> prefix = s.AsSpan(i, quote - i);
        return StringEnd(s, quote, verbatim: prefix.Contains('@'), interpolated: prefix.Contains('$'));
    }

    /// <summary>Where the string whose first quote is at <paramref name="quote"/> ends (an interpolation's holes skipped whole).</summary>
    private static int StringEnd(string s, int quote, bool verbatim, bool interpolated)
    {
        int quotes = 0;
        while (quote + quotes < s.Length && s[quote + quotes] == '"')
        {
            quotes++;
        }

        if (quotes >= 3 && !verbatim)
        {
            // A raw string: it ends at the first run of as many quotes.
            int close = s.IndexOf(new string('"', quotes), quote + quotes, StringComparison.Ordinal);
            return close < 0 ? s.Length : close + quotes;
        }

        if (quotes == 2 && !verbatim)
        {
            return quote + 2;
        }

        for (int j = quote + 1; j < s.Length; j++)
        {
            if (!verbatim && s[j] == '\\')
            {
                j++;
            }
            else if (interpolated && s[j] == '{')
            {
                j = s.AsSpan(j).StartsWith("{{") ? j + 1 : HoleEnd(s, j + 1);
            }
            else if (s[j] == '"')
            {
                if (verbatim && j + 1 < s.Length && s[j + 1] == '"')
                {
                    j++;
                    continue;
                }

                return j + 1;
            }
        }

        return s.Length;
    }

    /// <summary>The closing brace of the interpolation hole whose code starts at <paramref name="start"/>: its own strings and braces skipped.</summary>
    private static int HoleEnd(string s, int start)
    {
        int depth = 0;
        for (int k = start; k < s.Length; k++)
        {
            int end = LiteralEnd(s, k);
            if (end > k)
            {
                k = end - 1;
            }
            else if (s[k] == '{')
            {
                depth++;
            }
            else if (s[k] == '}' && depth-- == 0)
            {
                return k;
            }
        }

        return s.Length;
    }

    private static Block KindOf(string header, Block parent) =>
        TypeDeclaration().IsMatch(header) && !TypeConstraint().IsMatch(header) ? Block.Type
        : header.StartsWith("namespace", StringComparison.Ordinal) ? Block.Namespace
        : parent == Block.Type ? Block.Member
        : Block.Other;

    private static string FirstLine(string header) => header.Split('\n')[0].Trim();

    /// <summary>A type's keyword followed by its name: "class X", "record struct X", "enum X".</summary>
    [GeneratedRegex(@"(^|\s)(class|struct|record|interface|enum)\s+@?[A-Za-z_]")]
    private static partial Regex TypeDeclaration();

    /// <summary>A generic method's "where T : class" constraint followed by a name, which is no type's declaration.</summary>
    [GeneratedRegex(@"\bwhere\b[^{]*:\s*(class|struct)\s+[A-Za-z_]")]
    private static partial Regex TypeConstraint();

    private enum Block
    {
        Namespace,
        Type,
        Member,
        Other,
    }
}

using System.CommandLine;
using System.CommandLine.Parsing;

namespace Cci.Cli.Parsing;

/// <summary>
/// Checks the file-name arguments of a command as typed: a value that looks like an option and came before
/// <c>--</c> is an unknown option (System.CommandLine hands it to a positional argument when one has room),
/// and an empty name is no file at all. Everything after <c>--</c> is a file name, whatever it starts with.
/// </summary>
internal static class PathArguments
{
    /// <summary>The values of <paramref name="argument"/> in order, each with whether it came after <c>--</c>.</summary>
    public static IReadOnlyList<(string Value, bool AfterDoubleDash)> Of(ParseResult parse, Argument argument)
    {
        if (parse.GetResult(argument) is not ArgumentResult result)
        {
            return [];
        }

        int doubleDash = -1;
        for (int i = 0; i < parse.Tokens.Count; i++)
        {
            if (parse.Tokens[i].Type == TokenType.DoubleDash)
            {
                doubleDash = i;
                break;
            }
        }

        return [.. result.Tokens.Select(token => (token.Value, doubleDash >= 0 && IndexOf(parse.Tokens, token) > doubleDash))];
    }

    /// <summary>Throws the one-line error for the first value that is an unknown option or an empty name.</summary>
    /// <param name="roles">What each value is, for the message ("input", "output"); the last one names the rest.</param>
    public static void Check(IEnumerable<(string Value, bool AfterDoubleDash)> values, params string[] roles)
    {
        int index = 0;
        foreach ((string value, bool afterDoubleDash) in values)
        {
            string role = roles[Math.Min(index++, roles.Length - 1)];
            if (value.Length == 0)
            {
                throw new UsageException($"empty file name given for the {role}");
            }

            RejectOption((value, afterDoubleDash));
        }
    }

    /// <summary>Throws "unknown option" for a value that starts with '-' (other than "-" itself) and came before <c>--</c>.</summary>
    public static void RejectOption((string Value, bool AfterDoubleDash) value)
    {
        if (!value.AfterDoubleDash && value.Value.Length > 1 && value.Value[0] == '-')
        {
            // A word with one dash may be a file's name: say how to give one; "--bogus" is only ever an option.
            throw new UsageException(value.Value.StartsWith("--", StringComparison.Ordinal)
                ? $"unknown option '{value.Value}'"
                : $"unknown option '{value.Value}' (a file whose name starts with '-' can be given after -- or as ./{value.Value})");
        }
    }

    private static int IndexOf(IReadOnlyList<Token> tokens, Token token)
    {
        for (int i = 0; i < tokens.Count; i++)
        {
            if (ReferenceEquals(tokens[i], token))
            {
                return i;
            }
        }

        return -1;
    }
}

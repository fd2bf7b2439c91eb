using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using Cci.Cli.Parsing;

namespace Cci.Cli.Help;

/// <summary>
/// Every usage error of every command in one form: <c>cci generate: unknown option '--bogus'; try 'cci generate --help'</c>.
/// An unknown option is named before anything else (before a missing required option or argument), then what is missing,
/// then System.CommandLine's own first error.
/// </summary>
internal static class UsageError
{
    /// <summary>The one line for <paramref name="message"/> about <paramref name="command"/>: its name, the message and the help hint.</summary>
    public static string Line(Command command, string message)
    {
        string name = NameOf(command);
        return $"{name}: {message}{(message.EndsWith('?') ? " " : "; ")}try '{name} --help'";
    }

    /// <summary>"cci", "cci wc" or "cci sweep compare".</summary>
    public static string NameOf(Command command)
    {
        var names = new List<string>();
        for (Command? c = command; c is not null; c = c.Parents.OfType<Command>().FirstOrDefault())
        {
            names.Insert(0, c.Parents.Any() ? c.Name : "cci");
        }

        return string.Join(' ', names);
    }

    /// <summary>What is wrong with <paramref name="parse"/>, which has errors, in cci's words.</summary>
    public static string Describe(ParseResult parse)
    {
        Command command = parse.CommandResult.Command;
        string? unknown = parse.UnmatchedTokens.FirstOrDefault(IsOptionLike);
        if (unknown is null && parse.Errors.FirstOrDefault(e => e.Message.StartsWith("unknown option ", StringComparison.Ordinal)) is ParseError validated)
        {
            unknown = Unquoted(validated.Message);
        }

        if (unknown is not null)
        {
            return $"unknown option '{unknown}'";
        }

        if (parse.UnmatchedTokens.Count > 0)
        {
            return $"unexpected argument '{parse.UnmatchedTokens[0]}'";
        }

        foreach (Argument argument in command.Arguments.Where(a => a.Arity.MinimumNumberOfValues > 0))
        {
            if (parse.GetResult(argument) is not ArgumentResult result || result.Tokens.Count < argument.Arity.MinimumNumberOfValues)
            {
                return $"missing argument <{argument.Name}>";
            }
        }

        foreach (Option option in GnuOptions.Options(command).Where(o => o.Required && parse.GetResult(o) is not OptionResult { Implicit: false }))
        {
            return $"missing required option {option.Name}";
        }

        string message = parse.Errors[0].Message.Trim().TrimEnd('.');
        const string NoValue = "Required argument missing for option: ";
        return message.StartsWith(NoValue, StringComparison.Ordinal)
            ? string.Create(CultureInfo.InvariantCulture, $"missing value for option {message[NoValue.Length..].Trim('\'')}")
            : message;
    }

    private static bool IsOptionLike(string token) => token.Length > 1 && token[0] == '-' && !IsNumber(token);

    private static bool IsNumber(string token) => double.TryParse(token, NumberStyles.Float, CultureInfo.InvariantCulture, out _);

    /// <summary>The option named by a validator's "unknown option '--x'" message.</summary>
    private static string Unquoted(string message)
    {
        int open = message.IndexOf('\'', StringComparison.Ordinal);
        int close = open < 0 ? -1 : message.IndexOf('\'', open + 1);
        return close > open ? message[(open + 1)..close] : message;
    }
}

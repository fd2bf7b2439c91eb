using System.CommandLine;
using System.CommandLine.Help;
using System.Globalization;
using Cci.Cli.Help;

namespace Cci.Cli.Parsing;

/// <summary>
/// getopt_long's rules, applied to the words before System.CommandLine parses them, for every command: a unique prefix of a
/// long option is that option (<c>--line</c> is <c>--lines</c>; an exact name always wins), an ambiguous one is refused naming
/// the candidates, an unknown option is refused by name (with the option it was likely meant to be), a flag given a value
/// (<c>--lines=3</c>) is refused as taking none, an option whose value may be left out takes the next word only when it
/// is one of its values (<see cref="OptionalValues"/>), a value option given more
/// than once counts once (<see cref="OptionRepeats"/>), and <c>--version</c> answers wherever it is given. Long options may take
/// their value as <c>--opt=value</c>; everything after <c>--</c> is left as it is.
/// </summary>
internal static class GnuOptions
{
    /// <summary>The name every command answers with the version.</summary>
    public const string VersionName = "--version";

    /// <summary>The words of <paramref name="args"/> as System.CommandLine is to parse them, or why they are refused.</summary>
    public static GnuArguments Apply(string[] args, Command root)
    {
        Command command = root;
        bool positional = false;
        var words = new List<Word>();
        int i = 0;
        for (; i < args.Length; i++)
        {
            string token = args[i];
            if (token == "--")
            {
                break;
            }

            if (!IsOption(token))
            {
                if (!positional && command.Subcommands.FirstOrDefault(c => c.Name == token) is Command sub)
                {
                    command = sub;
                }
                else if (!(words.Count == 0 && token.StartsWith('[') && token.EndsWith(']')))
                {
                    // A directive ([suggest:9]) comes first and is not an argument.
                    positional = true;
                }

                words.Add(new Word([token], null, null));
                continue;
            }

            Option[] options = [.. Options(command)];
            (Option? option, string name, string? value, string? error) = token.StartsWith("--", StringComparison.Ordinal)
                ? Long(token, options)
                : Short(token, options);
            if (error is not null)
            {
                return new GnuArguments(args, command, error, Version: false);
            }

            if (option is not null && value is not null && !TakesValue(option))
            {
                // getopt_long: a flag given "--lines=3" is refused by its full name, not read as --lines and a file named 3.
                return new GnuArguments(args, command, $"option '{name}' doesn't allow an argument", Version: false);
            }

            if (option is HelpOption)
            {
                // Help comes first, as getopt reads it: the rest is not looked at.
                return new GnuArguments([.. args.Take(i), token], command, null, Version: false);
            }

            if (option is not null && name == VersionName)
            {
                return new GnuArguments(args, command, null, Version: true);
            }

            if (value is "" && option is not null)
            {
                // "--total=" gives the empty value, as getopt_long gives it: System.CommandLine would read "--total=" as the
                // option without one and take the next word, so the empty value goes as a word of its own.
                words.Add(new Word([name, value], option, value));
                continue;
            }

            if (option is null || !TakesValue(option) || value is not null)
            {
                words.Add(new Word([Rebuilt(token, name, value)], option, value));
                continue;
            }

            if (OptionalValues.TryValue(option, i + 1 < args.Length ? args[i + 1] : null, out string optional, out bool takesNext))
            {
                // A value that may be left out: the next word only when it is one the option takes.
                i += takesNext ? 1 : 0;
                words.Add(new Word([name, optional], option, optional));
            }
            else if (i + 1 < args.Length)
            {
                i++;
                words.Add(new Word([name, args[i]], option, args[i]));
            }
            else
            {
                words.Add(new Word([name], option, null));
            }
        }

        return new GnuArguments([.. OnceEach(words).SelectMany(w => w.Tokens), .. args.Skip(i)], command, null, Version: false);
    }

    /// <summary>The options that apply to <paramref name="command"/>: its own and its ancestors' recursive ones.</summary>
    public static IEnumerable<Option> Options(Command command)
    {
        foreach (Option option in command.Options)
        {
            yield return option;
        }

        for (Command? parent = command.Parents.OfType<Command>().FirstOrDefault(); parent is not null; parent = parent.Parents.OfType<Command>().FirstOrDefault())
        {
            foreach (Option option in parent.Options.Where(o => o.Recursive))
            {
                yield return option;
            }
        }
    }

    /// <summary>"--name", "--name=value" or a unique prefix of either.</summary>
    private static (Option? Option, string Name, string? Value, string? Error) Long(string token, Option[] options)
    {
        int equals = token.IndexOf('=', StringComparison.Ordinal);
        string typed = equals < 0 ? token : token[..equals];
        string? value = equals < 0 ? null : token[(equals + 1)..];
        (string Name, Option Option)[] names = [.. options.SelectMany(o => Names(o).Select(n => (n, o))).Where(n => n.Item1.StartsWith("--", StringComparison.Ordinal))];
        if (names.FirstOrDefault(n => n.Name == typed) is { Option: not null } exact)
        {
            return (exact.Option, exact.Name, value, null);
        }

        (string Name, Option Option)[] matches = [.. names.Where(n => n.Name.StartsWith(typed, StringComparison.Ordinal))];
        if (matches.Select(m => m.Option).Distinct().Count() == 1)
        {
            return (matches[0].Option, matches[0].Name, value, null);
        }

        if (matches.Length > 1)
        {
            return (null, typed, value, $"option '{typed}' is ambiguous; possibilities: {string.Join(' ', matches.Select(m => $"'{m.Name}'"))}");
        }

        return (null, typed, value, Unknown(typed, names.Select(n => n.Name)));
    }

    /// <summary>"-x", "-xVALUE" or a bundle of flags ("-lc"), as System.CommandLine reads them; any other word with one dash is unknown.</summary>
    private static (Option? Option, string Name, string? Value, string? Error) Short(string token, Option[] options)
    {
        if (options.FirstOrDefault(o => Names(o).Contains(token)) is Option whole)
        {
            return (whole, token, null, null);
        }

        for (int c = 1; c < token.Length; c++)
        {
            string alias = "-" + token[c];
            Option? option = options.FirstOrDefault(o => Names(o).Contains(alias));
            if (option is null)
            {
                break;
            }

            if (TakesValue(option))
            {
                // The rest of the word is its value (-b64K), or the next word is when nothing follows.
                return c == 1 ? (option, alias, c + 1 < token.Length ? token[(c + 1)..] : null, null) : (null, token, null, null);
            }

            if (c == token.Length - 1)
            {
                return (null, token, null, null);
            }
        }

        // A word with one dash may be a file's name: say how to give one.
        return (null, token, null, $"unknown option '{token}' (a file whose name starts with '-' can be given after -- or as ./{token})");
    }

    /// <summary>"unknown option '--lnes'; did you mean '--lines'?", or without the question when no option is close.</summary>
    private static string Unknown(string typed, IEnumerable<string> names) =>
        CommandSuggestion.For(typed, names.Distinct()) is string suggestion
            ? $"unknown option '{typed}'; did you mean '{suggestion}'?"
            : $"unknown option '{typed}'";

    /// <summary>The words with each value option given more than once kept once, where it was last given, with its one value.</summary>
    private static IEnumerable<Word> OnceEach(List<Word> words)
    {
        foreach (IGrouping<Option, Word> repeated in words.Where(w => w.Option is not null && TakesValue(w.Option) && w.Value is not null)
            .GroupBy(w => w.Option!).Where(g => g.Count() > 1))
        {
            Word last = repeated.Last();
            string value = OptionRepeats.Value(repeated.Key, [.. repeated.Select(w => w.Value!)]);
            foreach (Word word in repeated)
            {
                words[words.IndexOf(word)] = ReferenceEquals(word, last) ? new Word([Names(repeated.Key).First(), value], word.Option, value) : word with { Tokens = [] };
            }
        }

        return words;
    }

    private static string Rebuilt(string token, string name, string? value) =>
        !token.StartsWith("--", StringComparison.Ordinal) ? token : value is null ? name : name + "=" + value;

    private static bool IsOption(string token) =>
        token.Length > 1 && token[0] == '-' && !double.TryParse(token, NumberStyles.Float, CultureInfo.InvariantCulture, out _);

    private static bool TakesValue(Option option) => option.Arity.MaximumNumberOfValues > 0 && option.ValueType != typeof(bool);

    private static IEnumerable<string> Names(Option option) => new[] { option.Name }.Concat(option.Aliases);

    /// <summary>Words as typed: one or two tokens (an option and its value), the option they give, and its value.</summary>
    private sealed record Word(string[] Tokens, Option? Option, string? Value);
}

/// <summary>The words to parse and the command they are for; or the one-line error that refuses them; or that the version was asked for.</summary>
internal sealed record GnuArguments(string[] Args, Command Command, string? Error, bool Version);

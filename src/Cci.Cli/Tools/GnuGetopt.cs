namespace Cci.Cli.Tools;

/// <summary>One option of a GNU tool as getopt_long knows it: its letter, its long name (either may be absent), and whether it takes a value.</summary>
internal sealed record GnuOption(char? Letter, string? Long, bool TakesValue, string Key);

/// <summary>An option as given (its key and value) or an operand (a null key).</summary>
internal sealed record GnuWord(string? Key, string Value);

/// <summary>
/// glibc's getopt_long, as GNU wc and cmp call it: options anywhere before <c>--</c> (operands are gathered after them, unless
/// POSIXLY_CORRECT is set), a unique prefix of a long option is that option, a value after '=' or in the next word, bundled
/// letters (<c>-lc</c>, <c>-n5</c>), and the same error lines, word for word, the program's name left for the caller to add.
/// </summary>
internal static class GnuGetopt
{
    /// <summary>The options and operands of <paramref name="args"/>, in the order given (operands after the options); or the first error's line.</summary>
    /// <param name="accept">Called with each option as it is read, as the tool's own loop sees it: an error it returns stops the parse there.</param>
    public static (List<GnuWord> Words, string? Error) Parse(IReadOnlyList<string> args, IReadOnlyList<GnuOption> options, Func<GnuWord, string?> accept, bool posixlyCorrect)
    {
        var words = new List<GnuWord>();
        var operands = new List<GnuWord>();
        for (int i = 0; i < args.Count; i++)
        {
            string arg = args[i];
            if (arg == "--")
            {
                operands.AddRange(args.Skip(i + 1).Select(a => new GnuWord(null, a)));
                break;
            }

            if (arg.Length < 2 || arg[0] != '-')
            {
                if (posixlyCorrect)
                {
                    operands.AddRange(args.Skip(i).Select(a => new GnuWord(null, a)));
                    break;
                }

                operands.Add(new GnuWord(null, arg));
                continue;
            }

            var given = new List<GnuWord>();
            string? error = arg.StartsWith("--", StringComparison.Ordinal) ? Long(args, ref i, options, given) : Short(args, ref i, options, given);
            foreach (GnuWord word in given)
            {
                words.Add(word);
                if (accept(word) is string refused)
                {
                    return (words, refused);
                }
            }

            if (error is not null)
            {
                return (words, error);
            }
        }

        words.AddRange(operands);
        return (words, null);
    }

    private static string? Long(IReadOnlyList<string> args, ref int i, IReadOnlyList<GnuOption> options, List<GnuWord> given)
    {
        string arg = args[i];
        int equals = arg.IndexOf('=', StringComparison.Ordinal);
        string name = equals < 0 ? arg[2..] : arg[2..equals];
        GnuOption? option = options.FirstOrDefault(o => o.Long == name);
        if (option is null)
        {
            GnuOption[] prefixed = [.. options.Where(o => o.Long is not null && o.Long.StartsWith(name, StringComparison.Ordinal))];
            if (prefixed.Length == 0)
            {
                return $"unrecognized option '{arg}'";
            }

            if (prefixed.Select(o => (o.Key, o.TakesValue)).Distinct().Count() > 1)
            {
                return $"option '--{name}' is ambiguous; possibilities:{string.Concat(prefixed.Select(o => $" '--{o.Long}'"))}";
            }

            option = prefixed[0];
        }

        if (!option.TakesValue)
        {
            if (equals >= 0)
            {
                return $"option '--{option.Long}' doesn't allow an argument";
            }

            given.Add(new GnuWord(option.Key, string.Empty));
            return null;
        }

        if (equals >= 0)
        {
            given.Add(new GnuWord(option.Key, arg[(equals + 1)..]));
            return null;
        }

        if (i + 1 >= args.Count)
        {
            return $"option '--{option.Long}' requires an argument";
        }

        given.Add(new GnuWord(option.Key, args[++i]));
        return null;
    }

    private static string? Short(IReadOnlyList<string> args, ref int i, IReadOnlyList<GnuOption> options, List<GnuWord> given)
    {
        string arg = args[i];
        for (int c = 1; c < arg.Length; c++)
        {
            char letter = arg[c];
            GnuOption? option = options.FirstOrDefault(o => o.Letter == letter);
            if (option is null)
            {
                return $"invalid option -- '{letter}'";
            }

            if (!option.TakesValue)
            {
                given.Add(new GnuWord(option.Key, string.Empty));
                continue;
            }

            if (c + 1 < arg.Length)
            {
                given.Add(new GnuWord(option.Key, arg[(c + 1)..]));
            }
            else if (i + 1 < args.Count)
            {
                given.Add(new GnuWord(option.Key, args[++i]));
            }
            else
            {
                return $"option requires an argument -- '{letter}'";
            }

            return null;
        }

        return null;
    }
}

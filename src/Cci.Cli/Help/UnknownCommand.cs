using System.CommandLine;
using System.Globalization;

namespace Cci.Cli.Help;

/// <summary>
/// A first word that is neither a command, a number (the shift), an option nor a file: <c>cci compre a b</c> is a
/// mistyped command, not a bad shift. A word with a '/', '\' or '.' in it is taken as a file name (so a missing
/// data/x.txt is "no such file"), and so is any word that names an existing file or directory.
/// </summary>
internal static class UnknownCommand
{
    /// <summary>The first word of <paramref name="args"/> when it is an unknown command, else null.</summary>
    public static string? Find(string[] args, Command root)
    {
        if (args.Length == 0)
        {
            return null;
        }

        string word = args[0];
        bool maybeCommand = word.Length > 0 && char.IsAsciiLetter(word[0]) && word.All(c => char.IsAsciiLetterOrDigit(c) || c is '-' or '_');
        if (!maybeCommand || root.Subcommands.Any(c => c.Name == word) || int.TryParse(word, NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out _))
        {
            return null;
        }

        return File.Exists(word) || Directory.Exists(word) ? null : word;
    }

    /// <summary>"unknown command 'compre'; did you mean 'compare'?", or without the question when no command is close.</summary>
    public static string Message(string word, IEnumerable<string> commands) =>
        CommandSuggestion.For(word, commands) is string suggestion
            ? $"unknown command '{word}'; did you mean '{suggestion}'?"
            : $"unknown command '{word}'";
}

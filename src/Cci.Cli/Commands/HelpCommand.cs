using System.CommandLine;
using Cci.Cli.Completion;
using Cci.Cli.Help;

namespace Cci.Cli.Commands;

/// <summary><c>cci help [&lt;command&gt;...]</c>: the same help as <c>cci [&lt;command&gt;...] --help</c>.</summary>
internal sealed class HelpCommand
{
    private readonly Argument<string[]> _words = new("command")
    {
        Description = "The command to describe, e.g. wc or sweep compare; none describes cci itself",
        Arity = ArgumentArity.ZeroOrMore,
    };

    /// <summary>
    /// <c>cci help wc</c> as <c>cci wc --help</c>, so that it is exactly that help (the root's arguments hidden from a
    /// subcommand's); an unknown word is an error; null when <paramref name="args"/> is not a help command.
    /// </summary>
    public static (string[]? Args, string? Error)? AsHelpOption(string[] args, Command root)
    {
        if (args.Length == 0 || args[0] != "help" || args.Skip(1).Any(a => a.StartsWith('-')))
        {
            return null;
        }

        Command described = root;
        foreach (string word in args.Skip(1))
        {
            Command? next = described.Subcommands.FirstOrDefault(c => c.Name == word);
            if (next is null)
            {
                return (null, UnknownCommand.Message(word, described.Subcommands.Select(c => c.Name)));
            }

            described = next;
        }

        return ([.. args.Skip(1), "--help"], null);
    }

    public void AddTo(Command root, CliStreams console)
    {
        var command = new Command("help", "Print help for cci or one of its commands.");
        command.Arguments.Add(_words);
        command.Options.Add(CommonOptions.HiddenQuiet());
        CompletionValues.Set(_words, () => root.Subcommands.Where(c => !c.Hidden).Select(c => c.Name));
        command.SetAction(parse =>
        {
            string[] words = parse.GetValue(_words) ?? [];
            Command described = root;
            foreach (string word in words)
            {
                described = described.Subcommands.FirstOrDefault(c => c.Name == word)
                    ?? throw new UsageException(UnknownCommand.Message(word, described.Subcommands.Select(c => c.Name)));
            }

            return HelpLayout.Write(root.Parse([.. words, "--help"]), console.Out, console.Error);
        });
        root.Subcommands.Add(command);
    }
}

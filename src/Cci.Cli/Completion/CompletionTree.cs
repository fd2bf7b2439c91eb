using System.CommandLine;
using System.CommandLine.Completions;

namespace Cci.Cli.Completion;

/// <summary>
/// What a shell may complete after each command path, read from the command tree itself (never a hand-kept list):
/// "" (cci itself), "wc", "sweep compare", ... each with its subcommands and every alias of its options.
/// </summary>
internal sealed record CompletionTree(IReadOnlyList<CompletionNode> Nodes)
{
    public static CompletionTree Of(Command root)
    {
        var nodes = new List<CompletionNode>();
        Add(root, string.Empty, [], nodes);
        return new CompletionTree(nodes);
    }

    private static void Add(Command command, string path, IReadOnlyList<Option> inherited, List<CompletionNode> nodes)
    {
        Option[] options = [.. command.Options.Where(o => !o.Hidden), .. inherited];
        var values = new Dictionary<string, IReadOnlyList<string>>();
        foreach (Option option in options.Where(o => o.ValueType != typeof(bool)))
        {
            string[] completions = [.. option.GetCompletions(CompletionContext.Empty).Select(c => c.Label).Distinct()];
            if (completions.Length > 0)
            {
                foreach (string name in Names(option))
                {
                    values[name] = completions;
                }
            }
        }

        nodes.Add(new CompletionNode(
            path,
            [.. command.Subcommands.Where(c => !c.Hidden).Select(c => c.Name)],
            [.. options.SelectMany(Names).Distinct().Order(StringComparer.Ordinal)],
            [.. command.Arguments.Where(a => !a.Hidden).SelectMany(a => a.GetCompletions(CompletionContext.Empty)).Select(c => c.Label).Distinct()],
            values));
        Option[] recursive = [.. inherited, .. command.Options.Where(o => o.Recursive && !o.Hidden)];
        foreach (Command sub in command.Subcommands.Where(c => !c.Hidden))
        {
            Add(sub, path.Length == 0 ? sub.Name : path + " " + sub.Name, recursive, nodes);
        }
    }

    private static IEnumerable<string> Names(Option option) => new[] { option.Name }.Concat(option.Aliases);
}

using System.CommandLine;
using System.CommandLine.Help;

namespace Cci.Cli.Help;

/// <summary>
/// cci's help: System.CommandLine's, wrapped to the width given, with a usage line that shows only the command's own
/// arguments (<c>cci sweep compare [&lt;files&gt;...] [options]</c>, not the parent's input too), optional ones nested
/// as they may be given (<c>cci [&lt;shift&gt; [&lt;input&gt; [&lt;output&gt;]]]</c>).
/// </summary>
internal static class HelpLayout
{
    public static void Apply(RootCommand root, int width)
    {
        foreach (HelpOption help in root.Options.OfType<HelpOption>())
        {
            if (help.Action is HelpAction action)
            {
                action.MaxWidth = width;
            }
        }
    }

    /// <summary>Runs <paramref name="parse"/>'s help action and writes its text, with cci's usage line, to <paramref name="output"/>.</summary>
    public static int Write(ParseResult parse, TextWriter output, TextWriter error)
    {
        HideParentArguments(parse.CommandResult.Command);
        var text = new StringWriter();
        int code = parse.Invoke(new InvocationConfiguration { Output = text, Error = error, EnableDefaultExceptionHandler = false });
        output.Write(WithUsage(text.ToString(), parse.CommandResult.Command));
        return code;
    }

    /// <summary>The help text with the line under "Usage:" replaced by <see cref="Usage"/>.</summary>
    public static string WithUsage(string help, Command command)
    {
        string[] lines = help.Split('\n');
        for (int i = 0; i + 1 < lines.Length; i++)
        {
            if (lines[i].TrimEnd('\r') == "Usage:")
            {
                lines[i + 1] = "  " + Usage(command);
                break;
            }
        }

        // Wrapping leaves a space at the end of every wrapped line: none is kept.
        return string.Join('\n', lines.Select(line => line.TrimEnd(' ')));
    }

    /// <summary>"cci compare &lt;file1&gt; [&lt;file2&gt; [&lt;skip&gt;...]] [options]".</summary>
    public static string Usage(Command command) =>
        Join(Join(UsageError.NameOf(command), Arguments(command)), command.Subcommands.Any(c => !c.Hidden) ? "[command] [options]" : "[options]");

    /// <summary>The command's own visible arguments, each optional one in brackets around those after it.</summary>
    public static string Arguments(Command command)
    {
        string rest = string.Empty;
        foreach (Argument argument in command.Arguments.Where(a => !a.Hidden).Reverse())
        {
            string label = $"<{argument.Name}>{(argument.Arity.MaximumNumberOfValues > 1 ? "..." : string.Empty)}";
            rest = argument.Arity.MinimumNumberOfValues == 0 ? $"[{Join(label, rest)}]" : Join(label, rest);
        }

        return rest;
    }

    /// <summary>
    /// A subcommand's help lists only its own arguments: System.CommandLine lists its parents' too, and the shift, input and
    /// output are the root's alone (as the input is the transform sweep's, not sweep compare's).
    /// </summary>
    private static void HideParentArguments(Command command)
    {
        for (Command? parent = command.Parents.OfType<Command>().FirstOrDefault(); parent is not null; parent = parent.Parents.OfType<Command>().FirstOrDefault())
        {
            foreach (Argument argument in parent.Arguments)
            {
                argument.Hidden = true;
            }
        }
    }

    private static string Join(string a, string b) => a.Length == 0 ? b : b.Length == 0 ? a : a + " " + b;
}

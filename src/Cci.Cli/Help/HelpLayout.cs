using System.CommandLine;
using System.CommandLine.Help;
using System.Globalization;
using System.Text.RegularExpressions;
using Cci.Cli.Charting;
using Cci.Cli.Parsing;

namespace Cci.Cli.Help;

/// <summary>
/// cci's help: System.CommandLine's, wrapped to the width given, with a usage line that shows only the command's own
/// arguments (<c>cci sweep compare [&lt;files&gt;...] [options]</c>, not the parent's input too), optional ones nested
/// as they may be given (<c>cci [&lt;shift&gt; [&lt;input&gt; [&lt;output&gt;]]]</c>).
/// </summary>
internal static class HelpLayout
{
    public static void Apply(Command root, int width)
    {
        foreach (HelpOption help in root.Options.OfType<HelpOption>())
        {
            if (help.Action is HelpAction action)
            {
                action.MaxWidth = width;
            }
        }
    }

    /// <summary>
    /// Runs <paramref name="parse"/>'s help action and writes its text, with cci's usage line and commands list, to
    /// <paramref name="output"/>. A required option is shown in the usage line (<c>cci chart &lt;csv&gt;... --out &lt;file&gt;</c>)
    /// rather than marked "(REQUIRED)" in the options list.
    /// </summary>
    public static int Write(ParseResult parse, TextWriter output, TextWriter error)
    {
        Command command = parse.CommandResult.Command;
        HideParentArguments(command);
        string usage = Usage(command);
        foreach (Option option in command.Options.Where(o => o.Required))
        {
            // The parse is done: the flag now only changes how help labels the option.
            option.Required = false;
        }

        var text = new StringWriter();
        int code = parse.Invoke(new InvocationConfiguration { Output = text, Error = error, EnableDefaultExceptionHandler = false });
        int width = parse.Action is HelpAction { MaxWidth: > 0 and var max } ? max : CliApplication.DefaultHelpWidth;
        output.Write(WithUsage(text.ToString(), command, usage, width));
        return code;
    }

    /// <summary>
    /// The help text with the line under "Usage:" replaced by <paramref name="usage"/>, and the rows under "Commands:" by
    /// each command's name and its arguments as its own usage line shows them (<see cref="Arguments"/>), wrapped to
    /// <paramref name="width"/>: System.CommandLine lists every argument as required and a help argument's every value.
    /// </summary>
    public static string WithUsage(string help, Command command, string usage, int width)
    {
        var lines = new List<string>(help.Split('\n'));
        for (int i = 0; i + 1 < lines.Count; i++)
        {
            if (lines[i].TrimEnd('\r') == "Usage:")
            {
                lines[i + 1] = "  " + usage;
            }
            else if (lines[i].TrimEnd('\r') == "Commands:")
            {
                int end = lines.FindIndex(i + 1, l => l.Trim().Length == 0);
                end = end < 0 ? lines.Count : end;
                lines.RemoveRange(i + 1, end - i - 1);
                lines.InsertRange(i + 1, TextWrap.Rows([.. command.Subcommands.Where(c => !c.Hidden).Select(c => (Join(c.Name, Arguments(c)), c.Description ?? string.Empty))], width));
            }
        }

        // Wrapping leaves a space at the end of every wrapped line: none is kept.
        return SizeDefaults(string.Join('\n', lines.Select(line => line.TrimEnd(' '))), command);
    }

    /// <summary>
    /// A size option's default as the options take it, <c>[default: 1G]</c> and <c>[default: 4M]</c>, rather than
    /// System.CommandLine's bytes (<c>[default: 1073741824]</c>), whether or not the wrap broke the line inside the brackets.
    /// </summary>
    private static string SizeDefaults(string help, Command command)
    {
        foreach (Option option in GnuOptions.Options(command).Where(o => o.HelpName == "bytes" && o.HasDefaultValue))
        {
            if (Convert.ToString(option.GetDefaultValue(), CultureInfo.InvariantCulture) is string raw
                && long.TryParse(raw, NumberStyles.None, CultureInfo.InvariantCulture, out long bytes) && SizeText.Of(bytes) is [.., 'K' or 'M' or 'G'] size)
            {
                help = Regex.Replace(help, $@"\[default:(\s+){raw}\]", match => $"[default:{match.Groups[1].Value}{size}]", RegexOptions.CultureInvariant);
            }
        }

        return help;
    }

    /// <summary>"cci compare &lt;file1&gt; [&lt;file2&gt; [&lt;skip&gt;...]] [options]", "cci chart &lt;csv&gt;... --out &lt;file&gt; [options]".</summary>
    public static string Usage(Command command) =>
        Join(Join(Join(UsageError.NameOf(command), Arguments(command)), RequiredOptions(command)), command.Subcommands.Any(c => !c.Hidden) ? "[command] [options]" : "[options]");

    /// <summary>The command's required options as they are given: "--out &lt;file&gt;".</summary>
    private static string RequiredOptions(Command command) =>
        string.Join(' ', command.Options.Where(o => o.Required && !o.Hidden).Select(o => $"{o.Name} <{o.HelpName ?? "value"}>"));

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

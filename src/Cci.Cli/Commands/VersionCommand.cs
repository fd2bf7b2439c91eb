using System.CommandLine;
using System.CommandLine.Invocation;
using Cci.Cli.Help;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;

namespace Cci.Cli.Commands;

/// <summary><c>cci version</c>, and the action of <c>cci --version</c>: <see cref="VersionText"/> on standard output.</summary>
internal sealed class VersionCommand(CliStreams console) : SynchronousCommandLineAction
{
    /// <summary>Gives the root's <c>--version</c> this action, whichever commands are built.</summary>
    public static void AnswerVersionOption(Command root, CliStreams console)
    {
        foreach (VersionOption option in root.Options.OfType<VersionOption>())
        {
            option.Action = new VersionCommand(console);
        }
    }

    /// <summary>
    /// Gives every command beneath the root a <c>--version</c> too, as every GNU tool has (<c>cci wc --version</c>): answered
    /// before parsing (<see cref="GnuOptions"/>), with the same text as <c>cci --version</c>.
    /// </summary>
    public static void AnswerVersionOptionEverywhere(Command command)
    {
        foreach (Command sub in command.Subcommands)
        {
            if (!sub.Options.Any(o => o.Name == GnuOptions.VersionName))
            {
                sub.Options.Add(new Option<bool>(GnuOptions.VersionName) { Description = "Show version information" });
            }

            AnswerVersionOptionEverywhere(sub);
        }
    }

    /// <summary>Adds the <c>version</c> command.</summary>
    public void AddTo(Command root)
    {
        var command = new Command("version", "Print the version, the commit it was built from, JIT or NativeAOT and the widest vector used.");
        var json = CommonOptions.Json("Print the version as one JSON object: version, commit, runtime and vector.");
        command.Options.Add(json);
        command.Options.Add(CommonOptions.HiddenQuiet());
        command.SetAction(parse =>
        {
            VersionText.Write(console.Out, parse.GetValue(json));
            return ExitCodes.Success;
        });
        root.Subcommands.Add(command);
    }

    public override int Invoke(ParseResult parseResult)
    {
        VersionText.Write(console.Out, JsonFailure.Asked([.. parseResult.Tokens.Select(t => t.Value)]));
        return ExitCodes.Success;
    }
}

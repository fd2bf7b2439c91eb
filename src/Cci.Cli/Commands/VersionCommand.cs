using System.CommandLine;
using System.CommandLine.Invocation;
using Cci.Cli.Help;

namespace Cci.Cli.Commands;

/// <summary><c>cci version</c>, and the action of <c>cci --version</c>: <see cref="VersionText"/> on standard output.</summary>
internal sealed class VersionCommand(CliStreams console) : SynchronousCommandLineAction
{
    /// <summary>Gives the root's <c>--version</c> this action, whichever commands are built.</summary>
    public static void AnswerVersionOption(RootCommand root, CliStreams console)
    {
        foreach (VersionOption option in root.Options.OfType<VersionOption>())
        {
            option.Action = new VersionCommand(console);
        }
    }

    /// <summary>Adds the <c>version</c> command.</summary>
    public void AddTo(RootCommand root)
    {
        var command = new Command("version", "Print the version, the commit it was built from, JIT or NativeAOT and the widest vector used.");
        command.SetAction(Invoke);
        root.Subcommands.Add(command);
    }

    public override int Invoke(ParseResult parseResult)
    {
        console.Out.WriteLine(VersionText.Current);
        return ExitCodes.Success;
    }
}

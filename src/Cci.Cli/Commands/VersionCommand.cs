using System.CommandLine;
using System.CommandLine.Invocation;
using Cci.Cli.Help;

namespace Cci.Cli.Commands;

/// <summary><c>cci version</c>, and the action of <c>cci --version</c>: <see cref="VersionText"/> on standard output.</summary>
internal sealed class VersionCommand(CliStreams console) : SynchronousCommandLineAction
{
    /// <param name="withCommand">Add the <c>version</c> command too; without it only <c>--version</c> gets this action.</param>
    public void AddTo(RootCommand root, bool withCommand = true)
    {
        if (withCommand)
        {
            var command = new Command("version", "Print the version, the commit it was built from, JIT or NativeAOT and the widest vector used.");
            command.SetAction(Invoke);
            root.Subcommands.Add(command);
        }
        foreach (VersionOption option in root.Options.OfType<VersionOption>())
        {
            option.Action = this;
        }
    }

    public override int Invoke(ParseResult parseResult)
    {
        console.Out.WriteLine(VersionText.Current);
        return ExitCodes.Success;
    }
}

using System.CommandLine;
using Cci.Cli.Completion;

namespace Cci.Cli.Commands;

/// <summary><c>cci completion bash|zsh|fish|pwsh</c>: prints the shell's completion script, made from the command tree.</summary>
internal sealed class CompletionCommand
{
    private readonly Argument<string> _shell = new("shell") { Description = "bash, zsh, fish or pwsh" };

    public void AddTo(Command root, CliStreams console)
    {
        var command = new Command("completion", "Print a completion script for bash, zsh, fish or pwsh (PowerShell); each script says how to install it.");
        command.Arguments.Add(_shell);
        command.Options.Add(CommonOptions.HiddenQuiet());
        CompletionValues.Set(_shell, () => CompletionScript.Shells);
        _shell.Validators.Add(result =>
        {
            string shell = result.GetValueOrDefault<string>();
            if (shell.StartsWith('-'))
            {
                result.AddError($"unknown option '{shell}'");
            }
            else if (!CompletionScript.Shells.Contains(shell))
            {
                result.AddError($"unknown shell '{shell}': expected {string.Join(", ", CompletionScript.Shells)}");
            }
        });
        command.SetAction(parse =>
        {
            console.Out.Write(CompletionScript.For(parse.GetValue(_shell)!, CompletionTree.Of(root)));
            return ExitCodes.Success;
        });
        root.Subcommands.Add(command);
    }
}

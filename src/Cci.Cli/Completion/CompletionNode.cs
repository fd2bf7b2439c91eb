namespace Cci.Cli.Completion;

/// <summary>One command path ("" for cci itself, "sweep compare") and the words that may follow it.</summary>
internal sealed record CompletionNode(string Path, IReadOnlyList<string> Commands, IReadOnlyList<string> Options)
{
    public IEnumerable<string> Words => Commands.Concat(Options);
}

namespace Cci.Cli.Completion;

/// <summary>
/// One command path ("" for cci itself, "sweep compare"), the words that may follow it (its commands, its arguments' values and
/// its options), and the values each option takes, by every name of the option.
/// </summary>
internal sealed record CompletionNode(
    string Path, IReadOnlyList<string> Commands, IReadOnlyList<string> Options, IReadOnlyList<string> Arguments, IReadOnlyDictionary<string, IReadOnlyList<string>> Values)
{
    public IEnumerable<string> Words => Commands.Concat(Arguments).Concat(Options);
}

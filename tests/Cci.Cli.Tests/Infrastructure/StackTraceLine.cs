namespace Cci.Cli.Tests;

/// <summary>What a .NET stack frame looks like on stderr ("at Namespace.Type.Method(...)"), so that a message
/// that merely contains the word "at" ("ended at byte 1049088") is not mistaken for one.</summary>
internal static class StackTraceLine
{
    public const string Pattern = @"\bat [\w.`<>]+\(";
}

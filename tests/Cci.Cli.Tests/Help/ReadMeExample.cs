namespace Cci.Cli.Tests;

/// <summary>
/// One example of ReadMe.txt: a command line that starts with <c>$ cci </c> (continued on the next lines after a trailing
/// backslash) and the output shown under it. An output with a line of "..." is shortened: illustrative, not exact.
/// </summary>
internal sealed record ReadMeExample(string Command, IReadOnlyList<string> Output)
{
    private const string Prompt = "$ ";

    public bool Illustrative => Output.Any(line => line.Trim() == "..." || line.TrimStart().StartsWith("...", StringComparison.Ordinal));

    /// <summary>The examples of an indented block, in order: each <c>$ cci</c> line, its continuations and the lines up to the next blank or prompt.</summary>
    public static IReadOnlyList<ReadMeExample> Parse(string readMe)
    {
        string[] lines = readMe.Replace("\r\n", "\n", StringComparison.Ordinal).Split('\n');
        var examples = new List<ReadMeExample>();
        for (int i = 0; i < lines.Length; i++)
        {
            string text = lines[i].TrimStart(' ');
            if (!text.StartsWith(Prompt + "cci ", StringComparison.Ordinal))
            {
                continue;
            }

            int indent = lines[i].Length - text.Length;
            string command = text[Prompt.Length..];
            while (command.EndsWith('\\') && i + 1 < lines.Length)
            {
                command = command[..^1] + " " + lines[++i].Trim();
            }

            var output = new List<string>();
            while (i + 1 < lines.Length && lines[i + 1].Trim().Length > 0 && !lines[i + 1].TrimStart(' ').StartsWith(Prompt, StringComparison.Ordinal))
            {
                string line = lines[++i];
                output.Add(line.Length >= indent ? line[indent..] : line.TrimStart(' '));
            }

            examples.Add(new ReadMeExample(command, output));
        }

        return examples;
    }
}

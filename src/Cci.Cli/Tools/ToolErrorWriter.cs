using System.Text;
using System.Text.RegularExpressions;

namespace Cci.Cli.Tools;

/// <summary>
/// Standard error of cci run as a GNU tool (<see cref="GnuTool"/>): each line cci's command says is said as the tool says it,
/// beginning with the name it was called by (<see cref="GnuTool.Program"/>): <c>/usr/bin/wc: x: No such file or directory</c>
/// for <c>cci: x: ...</c>, and a usage error's one line (<c>cci compare: invalid --bytes value 'x'; try 'cci compare --help'</c>)
/// as GNU's two. cmp's <c>cmp: EOF on x after byte 2</c> keeps its <c>cmp:</c>, as GNU cmp writes it whatever it is called.
/// </summary>
internal sealed partial class ToolErrorWriter(TextWriter inner, GnuTool tool) : TextWriter
{
    private readonly StringBuilder _line = new();

    public override Encoding Encoding => inner.Encoding;

    /// <summary>A usage error: the tool's name, the message (which may have lines of its own), and the tool's help hint.</summary>
    public void WriteUsage(string message)
    {
        inner.Write($"{tool.Program}: {message}\n{tool.TryLine}\n");
        inner.Flush();
    }

    public override void Write(char value)
    {
        if (value == '\n')
        {
            inner.Write(Rewritten(_line.ToString()));
            inner.Write('\n');
            _line.Clear();
        }
        else
        {
            _line.Append(value);
        }
    }

    public override void Write(string? value)
    {
        foreach (char c in value ?? string.Empty)
        {
            Write(c);
        }
    }

    public override void Write(char[] buffer, int index, int count) => Write(new string(buffer, index, count));

    public override void Write(ReadOnlySpan<char> buffer) => Write(new string(buffer));

    public override void WriteLine(string? value) => Write((value ?? string.Empty) + "\n");

    public override void WriteLine() => Write('\n');

    public override void Flush()
    {
        if (_line.Length > 0)
        {
            inner.Write(Rewritten(_line.ToString()));
            _line.Clear();
        }

        inner.Flush();
    }

    /// <summary>One line of cci's in the tool's words.</summary>
    private string Rewritten(string line)
    {
        string command = $"cci {tool.Command}";
        if (UsageLine().Match(line) is { Success: true } usage && usage.Groups["command"].Value == command)
        {
            return $"{tool.Program}: {usage.Groups["message"].Value}\n{tool.TryLine}";
        }

        if (line == $"Try '{command} --help' for more information.")
        {
            return tool.TryLine;
        }

        if (line.StartsWith("cmp: EOF on ", StringComparison.Ordinal))
        {
            return line;
        }

        foreach (string prefix in new[] { command + ": ", "cci: ", tool.Name + ": " })
        {
            if (line.StartsWith(prefix, StringComparison.Ordinal))
            {
                return $"{tool.Program}: {line[prefix.Length..]}";
            }
        }

        return line;
    }

    [GeneratedRegex(@"^(?<command>cci [a-z]+): (?<message>.*?)(; | )try '\k<command> --help'$")]
    private static partial Regex UsageLine();
}

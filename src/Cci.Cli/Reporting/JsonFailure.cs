using System.Text;

namespace Cci.Cli.Reporting;

/// <summary>
/// A failed run asked for <c>--json</c>: one object, <c>{"command":"wc","schemaVersion":1,"error":"...","exitCode":2}</c>, where the
/// report would have gone, besides the one line on stderr. The error is that line (the last one written to stderr).
/// </summary>
internal static class JsonFailure
{
    /// <summary>Whether <paramref name="args"/> ask for --json (before any <c>--</c>).</summary>
    public static bool Asked(string[] args) => args.TakeWhile(a => a != "--").Contains("--json");

    /// <summary>The name --json documents give <paramref name="args"/>' command: the first word when it is one of <paramref name="commands"/>, else "transform".</summary>
    public static string CommandOf(string[] args, IEnumerable<string> commands) =>
        args.Length > 0 && commands.Contains(args[0]) ? args[0] : "transform";

    public static void Write(TextWriter writer, string command, string error, int exitCode) =>
        JsonReport.Write(writer, command, new JsonFailureReport(error, exitCode), ReportJsonContext.Default.JsonFailureReport);

    /// <summary>Passes text on to <paramref name="inner"/>, keeping whether any was written and the last line that was.</summary>
    internal sealed class Recorder(TextWriter inner) : TextWriter
    {
        private readonly StringBuilder _line = new();

        public override Encoding Encoding => inner.Encoding;

        public bool Written { get; private set; }

        /// <summary>The last whole line written, not counting GNU's "Try 'cci wc --help' ..." hint, or the unfinished one.</summary>
        public string? LastLine { get; private set; }

        public override void Write(char value)
        {
            inner.Write(value);
            Record(value);
        }

        public override void Write(string? value)
        {
            inner.Write(value);
            foreach (char c in value ?? string.Empty)
            {
                Record(c);
            }
        }

        public override void WriteLine(string? value)
        {
            Write(value);
            Write('\n');
        }

        public override void Flush() => inner.Flush();

        public string? Error => _line.Length > 0 ? _line.ToString() : LastLine;

        private void Record(char c)
        {
            Written = true;
            if (c is not ('\n' or '\r'))
            {
                _line.Append(c);
                return;
            }

            if (_line.Length > 0 && !_line.ToString().StartsWith("Try '", StringComparison.Ordinal))
            {
                LastLine = _line.ToString();
            }

            _line.Clear();
        }
    }
}

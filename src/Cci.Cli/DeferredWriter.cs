using System.Text;

namespace Cci.Cli;

/// <summary>A text writer made on first use: standard error's, which a run that succeeds never writes, costs nothing until one does.</summary>
internal sealed class DeferredWriter(Func<TextWriter> make) : TextWriter
{
    private TextWriter? _writer;

    public override Encoding Encoding => Inner.Encoding;

    public override IFormatProvider FormatProvider => Inner.FormatProvider;

    [System.Diagnostics.CodeAnalysis.AllowNull]
    public override string NewLine
    {
        get => Inner.NewLine;
        set => Inner.NewLine = value;
    }

    private TextWriter Inner => _writer ??= make();

    public override void Write(char value) => Inner.Write(value);

    public override void Write(char[] buffer, int index, int count) => Inner.Write(buffer, index, count);

    public override void Write(ReadOnlySpan<char> buffer) => Inner.Write(buffer);

    public override void Write(string? value) => Inner.Write(value);

    public override void WriteLine() => Inner.WriteLine();

    public override void WriteLine(ReadOnlySpan<char> buffer) => Inner.WriteLine(buffer);

    public override void WriteLine(string? value) => Inner.WriteLine(value);

    public override void Flush() => _writer?.Flush();
}

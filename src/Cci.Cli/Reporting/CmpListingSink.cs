using Cci.Core.Compare;

namespace Cci.Cli.Reporting;

/// <summary>
/// Writes each mismatch as cmp -l prints it ("%*s %3o %3o", with -b "%*s %3o %-4s %3o %s") straight
/// into a byte buffer that goes to the output when full: memory stays that buffer, whatever the count.
/// </summary>
internal sealed class CmpListingSink(Stream output, int width, bool printBytes) : IMismatchSink
{
    private const int BufferSize = 1 << 16;

    // The longest line: 19 digits, then " 377 M-^? 377 M-^?\n".
    private const int LongestLine = 64;

    private readonly byte[] _buffer = new byte[BufferSize];
    private int _used;

    public void Write(in Mismatch mismatch)
    {
        if (_used > BufferSize - LongestLine)
        {
            Flush();
        }

        Span<byte> line = _buffer.AsSpan(_used);
        int at = 0;
        ulong number = (ulong)mismatch.ByteNumber;
        int digits = 1;
        for (ulong rest = number / 10; rest != 0; rest /= 10)
        {
            digits++;
        }

        for (int pad = digits; pad < width; pad++)
        {
            line[at++] = (byte)' ';
        }

        for (int i = at + digits - 1; i >= at; i--)
        {
            line[i] = (byte)('0' + (number % 10));
            number /= 10;
        }

        at += digits;
        line[at++] = (byte)' ';
        at = Octal(line, at, mismatch.Left);
        if (printBytes)
        {
            line[at++] = (byte)' ';
            int shown = Show(line, at, mismatch.Left);
            for (int pad = shown; pad < 4; pad++)
            {
                line[at + pad] = (byte)' ';
            }

            at += Math.Max(shown, 4);
        }

        line[at++] = (byte)' ';
        at = Octal(line, at, mismatch.Right);
        if (printBytes)
        {
            line[at++] = (byte)' ';
            at += Show(line, at, mismatch.Right);
        }

        line[at++] = (byte)'\n';
        _used += at;
    }

    public void Flush()
    {
        output.Write(_buffer, 0, _used);
        _used = 0;
        output.Flush();
    }

    private static int Octal(Span<byte> line, int at, byte value)
    {
        line[at] = value >= 64 ? (byte)('0' + (value >> 6)) : (byte)' ';
        line[at + 1] = value >= 8 ? (byte)('0' + ((value >> 3) & 7)) : (byte)' ';
        line[at + 2] = (byte)('0' + (value & 7));
        return at + 3;
    }

    private static int Show(Span<byte> line, int at, byte value)
    {
        Span<char> text = stackalloc char[4];
        int length = CmpBytes.Show(value, text);
        for (int i = 0; i < length; i++)
        {
            line[at + i] = (byte)text[i];
        }

        return length;
    }
}

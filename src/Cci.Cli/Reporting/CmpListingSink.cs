using Cci.Unsafe;

namespace Cci.Cli.Reporting;

/// <summary>
/// Writes each difference as cmp -l prints it ("%*s %3o %3o", with -b "%*s %3o %-4s %3o %s") straight
/// into a byte buffer that goes to the output when full: memory stays that buffer, whatever the count. A write that fails
/// (standard output on a full disk) is dropped with the rest, and the comparison goes on, as cmp's printf goes on: the
/// failure is said once at exit (<see cref="StandardOutputCheck"/>), after the line naming a file that ended first.
/// </summary>
internal sealed class CmpListingSink(Stream output, bool printBytes)
{
    private const int BufferSize = 1 << 16;

    // The longest line: 19 digits, then " 377 M-^? 377 M-^?\n".
    private const int LongestLine = 64;

    private readonly byte[] _buffer = new byte[BufferSize];
    private int _used;
    private bool _failed;

    /// <summary>The digits byte numbers are padded to (<see cref="CmpListing.OffsetWidth"/>), set once the files are open; 19 until then.</summary>
    public int Width { get; set; } = CmpListing.OffsetWidth(null, null, null);

    /// <summary>Writes a batch of differences, as the library hands them over (a <see cref="DifferenceHandler"/>).</summary>
    public void Write(ReadOnlySpan<ByteDifference> differences)
    {
        foreach (ByteDifference difference in differences)
        {
            Write(difference);
        }
    }

    private void Write(in ByteDifference difference)
    {
        if (_used > BufferSize - LongestLine)
        {
            Flush();
        }

        Span<byte> line = _buffer.AsSpan(_used);
        int at = 0;
        ulong number = (ulong)(difference.Offset + 1);
        int digits = 1;
        for (ulong rest = number / 10; rest != 0; rest /= 10)
        {
            digits++;
        }

        for (int pad = digits; pad < Width; pad++)
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
        at = Octal(line, at, difference.First);
        if (printBytes)
        {
            line[at++] = (byte)' ';
            int shown = Show(line, at, difference.First);
            for (int pad = shown; pad < 4; pad++)
            {
                line[at + pad] = (byte)' ';
            }

            at += Math.Max(shown, 4);
        }

        line[at++] = (byte)' ';
        at = Octal(line, at, difference.Second);
        if (printBytes)
        {
            line[at++] = (byte)' ';
            at += Show(line, at, difference.Second);
        }

        line[at++] = (byte)'\n';
        _used += at;
    }

    public void Flush()
    {
        try
        {
            if (!_failed)
            {
                output.Write(_buffer, 0, _used);
                output.Flush();
            }
        }
        catch (IOException ex) when (!StandardStreams.IsBrokenPipe(ex))
        {
            _failed = true;
        }

        _used = 0;
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

// Writes the lines of a file that contain a fixed string, in file order, as `LC_ALL=C grep -F <text>` prints them:
// the blocks end at line ends, each worker writes its block's matching lines, and the library writes them in order.
//   dotnet run --project samples/GrepLines -- <text> <input> [<output>]    (no output: standard output)
using System.Buffers;
using System.Text;
using Cci;

if (args.Length is < 2 or > 3 || args[0].Length == 0)
{
    Console.Error.WriteLine("usage: GrepLines <text> <input> [<output>]");
    return 2;
}

byte[] word = Encoding.UTF8.GetBytes(args[0]);
long written = args.Length == 3
    ? GrepLines.Filter(args[1], args[2], word)
    : GrepLines.Filter(args[1], Console.OpenStandardOutput(), word);

// grep's exit status: 0 when a line was selected, 1 when none was.
return written > 0 ? 0 : 1;

public static class GrepLines
{
    /// <summary>Writes the lines of <paramref name="input"/> that contain <paramref name="word"/> to the file <paramref name="output"/>; returns the bytes written.</summary>
    public static long Filter(string input, string output, byte[] word, ProcessingOptions? options = null) =>
        FileProcessor.Filter(input, output, (block, writer) => Lines(block.Bytes, word, writer), BlockBoundary.Lines, options).Value;

    /// <summary>As <see cref="Filter(string, string, byte[], ProcessingOptions?)"/>, into a stream.</summary>
    public static long Filter(string input, Stream output, byte[] word, ProcessingOptions? options = null) =>
        FileProcessor.Filter(input, output, (block, writer) => Lines(block.Bytes, word, writer), BlockBoundary.Lines, options).Value;

    /// <summary>
    /// The lines of <paramref name="bytes"/> (whole lines; the last of the file may lack its newline) that contain
    /// <paramref name="word"/>, each written with a newline, as grep writes them. The search runs over the block, not
    /// line by line: from each match, back to its line's start and on to its end.
    /// </summary>
    public static void Lines(ReadOnlySpan<byte> bytes, ReadOnlySpan<byte> word, IBufferWriter<byte> output)
    {
        int at = 0;
        while (at < bytes.Length)
        {
            int found = bytes[at..].IndexOf(word);
            if (found < 0)
            {
                return;
            }

            int start = at + found;
            start = bytes[..start].LastIndexOf((byte)'\n') + 1;
            int end = bytes[(at + found)..].IndexOf((byte)'\n');
            int stop = end < 0 ? bytes.Length : at + found + end;
            ReadOnlySpan<byte> line = bytes[start..stop];
            Span<byte> span = output.GetSpan(line.Length + 1);
            line.CopyTo(span);
            span[line.Length] = (byte)'\n';
            output.Advance(line.Length + 1);
            at = stop + 1;
        }
    }
}

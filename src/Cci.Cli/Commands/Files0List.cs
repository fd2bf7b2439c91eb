using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Cli.Commands;

/// <summary>The names of --files0-from F, as GNU wc reads them.</summary>
internal sealed record Files0List(string Source, bool FromStandardInput, string[] Names, bool Sized, string? Error)
{
    /// <summary>The name wc reads standard input by, in a list as on the command line.</summary>
    public const string StandardInputName = "-";

    /// <summary>GNU wc sizes its columns by the named files only when the list is a regular file of at most this many bytes.</summary>
    private const int MostSizedBytes = 10 << 20;

    /// <summary>
    /// GNU wc reads a list that is a regular file of at most 10 MiB whole and sizes its columns by the files; else (a pipe,
    /// a FIFO, a larger file) it streams the names and sizes nothing. The list is opened once and told by its descriptor.
    /// </summary>
    /// <param name="streamed">
    /// Where given, a list GNU wc streams is handed over a read at a time, each read's names as a list of their own, and
    /// the list returned holds no names: only how it ended (<see cref="Streamed"/>).
    /// </param>
    public static Files0List Read(string source, CliStreams console, Action<Files0List>? streamed = null)
    {
        bool fromStandardInput = source == StandardInputName;
        try
        {
            if (fromStandardInput && console.StandardInputClosed)
            {
                return new Files0List(source, fromStandardInput, [], false, $"-: read error: {CliStreams.BadDescriptor}");
            }

            if (fromStandardInput)
            {
                bool sizedInput = console.StandardInputRegularSize is long size && size <= MostSizedBytes;
                return !sizedInput && streamed is not null
                    ? Stream(source, fromStandardInput, console.StandardInput, streamed)
                    : Parse(source, fromStandardInput, console.StandardInput, sizedInput);
            }

            if (source.Length == 0)
            {
                // --files0-from= names no file, as open("") finds none: GNU wc's line, not the runtime's refusal of an empty path.
                return new Files0List(source, fromStandardInput, [], false, $"cannot open {ShellQuote.Operand(source, Locale.IsUtf8())} for reading: No such file or directory");
            }

            // Where the short way fails, the runtime's open fails too, in the words the error is given in (cci's own open for
            // a name with bytes that are not UTF-8, which the runtime would spell with U+FFFD: another file).
            using SafeFileHandle list = WholeFile.Open(source, out FileKind kind, out long length)
                ?? (ByteNames.HasEscapes(source) ? ExistingFile.Open(source, write: false) : File.OpenHandle(source, FileMode.Open, FileAccess.Read));
            if (kind == FileKind.Directory)
            {
                return new Files0List(source, fromStandardInput, [], false, $"{ShellQuote.Quote(source, Locale.IsUtf8())}: read error: Is a directory");
            }

            using var stream = new FileStream(list, FileAccess.Read, bufferSize: 0);
            bool sized = kind == FileKind.Regular && length <= MostSizedBytes;
            if (!sized && streamed is not null)
            {
                return Stream(source, fromStandardInput, stream, streamed);
            }

            try
            {
                return Parse(source, fromStandardInput, stream, sized);
            }
            catch (IOException e)
            {
                // As GNU wc: a list it reads whole fails as a whole; one it streams fails with the read's own reason (a
                // read that fails after whole names: Parse).
                return new Files0List(source, fromStandardInput, [], false, sized ? $"cannot read file names from {ShellQuote.Operand(source, Locale.IsUtf8())}" : ReadError(source, e));
            }
        }
        catch (Exception e) when (e is IOException or UnauthorizedAccessException)
        {
            string why = e is UnauthorizedAccessException ? "Permission denied" : e is FileNotFoundException or DirectoryNotFoundException ? "No such file or directory" : e.Message;
            return new Files0List(source, fromStandardInput, [], false, $"cannot open {ShellQuote.Operand(source, Locale.IsUtf8())} for reading: {why}");
        }
    }

    /// <summary>GNU wc's line for a streamed list whose read failed: "F: read error: Input/output error".</summary>
    private static string ReadError(string source, IOException e) =>
        $"{ShellQuote.Quote(source, Locale.IsUtf8())}: read error: {Capitalized(SystemErrors.Reason(e) ?? e.Message)}";

    /// <summary>The system's words as GNU tools print them, first letter upper case ("Input/output error").</summary>
    private static string Capitalized(string words) => words.Length == 0 ? words : char.ToUpperInvariant(words[0]) + words[1..];

    /// <summary>
    /// The names of a list, each ended by a NUL byte (the last may lack it; two NULs in a row make an empty name), read a
    /// buffer at a time: the list is never held whole, and each name becomes one string and nothing else. A read of a
    /// streamed list that fails ends it, as GNU wc's: the whole names before the error are counted
    /// (<see cref="ReadBeforeError"/>), and the error is said after their lines.
    /// </summary>
    private static Files0List Parse(string source, bool fromStandardInput, Stream stream, bool sized)
    {
        var names = new Files0Names(fromStandardInput);
        byte[] buffer = new byte[64 << 10];
        int kept = 0;
        while (true)
        {
            int read;
            try
            {
                read = stream.Read(buffer.AsSpan(kept));
            }
            catch (IOException e) when (!sized)
            {
                return new Files0List(source, fromStandardInput, names.ToArray(), sized, ReadError(source, e))
                {
                    Annotated = names.Annotated,
                    ReadBeforeError = names.Count > 0,
                };
            }

            if (read == 0)
            {
                break;
            }

            Span<byte> content = buffer.AsSpan(0, kept + read);
            int end = content.LastIndexOf((byte)0);
            if (end >= 0)
            {
                foreach (Range name in content[..end].Split((byte)0))
                {
                    names.Add(content[name]);
                }
            }

            kept = KeepPartialName(ref buffer, end + 1, content.Length);
        }

        if (kept > 0)
        {
            names.Add(buffer.AsSpan(0, kept));
        }

        return new Files0List(source, fromStandardInput, names.ToArray(), sized, null) { Annotated = names.Annotated };
    }

    /// <summary>
    /// A list GNU wc streams, handed to <paramref name="batch"/> a read at a time: the whole names each read ends, as a
    /// list of their own numbered from where the one before left off (<see cref="First"/>). A read that fails ends the
    /// list; the list returned says how it ended (<see cref="Error"/>, after whole names or none) and holds no names.
    /// </summary>
    private static Files0List Stream(string source, bool fromStandardInput, Stream stream, Action<Files0List> batch)
    {
        byte[] buffer = new byte[64 << 10];
        int kept = 0;
        int first = 0;
        bool readStandardInput = false;
        while (true)
        {
            int read;
            try
            {
                read = stream.Read(buffer.AsSpan(kept));
            }
            catch (IOException e)
            {
                return new Files0List(source, fromStandardInput, [], Sized: false, ReadError(source, e))
                {
                    Streamed = true,
                    ReadBeforeError = first > 0,
                    ReadStandardInput = readStandardInput,
                };
            }

            var names = new Files0Names(fromStandardInput);
            Span<byte> content = buffer.AsSpan(0, kept + read);
            int end = read == 0 ? content.Length : content.LastIndexOf((byte)0);
            if (end >= 0 && content.Length > 0)
            {
                foreach (Range name in content[..end].Split((byte)0))
                {
                    names.Add(content[name]);
                }
            }

            if (names.Count > 0)
            {
                var cut = new Files0List(source, fromStandardInput, names.ToArray(), Sized: false, null)
                {
                    Annotated = names.Annotated,
                    First = first,
                };
                readStandardInput |= cut.Names.Contains(StandardInputName);
                batch(cut);
                first += cut.Names.Length;
            }

            if (read == 0)
            {
                return new Files0List(source, fromStandardInput, [], Sized: false, null) { Streamed = true, ReadStandardInput = readStandardInput };
            }

            kept = KeepPartialName(ref buffer, end + 1, content.Length);
        }
    }

    /// <summary>
    /// Keeps the name the buffer ends within (its bytes from <paramref name="from"/> to <paramref name="length"/>) at the buffer's
    /// front, growing the buffer for a name longer than itself; returns how many bytes were kept.
    /// </summary>
    private static int KeepPartialName(ref byte[] buffer, int from, int length)
    {
        Span<byte> rest = buffer.AsSpan(from, length - from);
        rest.CopyTo(buffer);
        int kept = rest.Length;
        if (kept == buffer.Length)
        {
            Array.Resize(ref buffer, kept < Array.MaxLength ? (int)Math.Min(2L * kept, Array.MaxLength) : throw new IOException("File name too long"));
        }

        return kept;
    }

    /// <summary>Whether the names were handed over a read at a time (<see cref="Stream"/>): this list holds none, only how it ended.</summary>
    public bool Streamed { get; init; }

    /// <summary>Whether a streamed list named '-' (standard input) anywhere.</summary>
    public bool ReadStandardInput { get; init; }

    /// <summary>The number, from 0, of this list's first name among all of a streamed list's names (its errors number names from 1).</summary>
    public int First { get; init; }

    /// <summary>Whether a streamed list's read failed after whole names were read: those are counted, and <see cref="Error"/> said after them.</summary>
    public bool ReadBeforeError { get; init; }

    /// <summary>Whether any name has an error of the list's own to add (<see cref="Annotate"/>): one that is empty, or '-' read from standard input.</summary>
    public bool Annotated { get; init; }

    /// <summary>
    /// GNU wc's errors for an empty name (with the list's name and the name's number) and for '-' in a list read from standard
    /// input.
    /// </summary>
    public IReadOnlyList<FileCounts> Annotate(IReadOnlyList<FileCounts> counts) => !Annotated ? counts : counts.Select((count, i) =>
        Names[i].Length == 0
            ? count with { Error = $"{ShellQuote.Quote(Source, Locale.IsUtf8())}:{First + i + 1}: invalid zero-length file name" }
            : FromStandardInput && Names[i] == StandardInputName
                ? new FileCounts(string.Empty, null, "when reading file names from standard input, no file name of '-' allowed", Size: null, MetadataRead: false)
                : count).ToList();
}

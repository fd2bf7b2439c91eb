using System.CommandLine;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Cli.Commands;

/// <summary><c>cci wc [-l] [-w] [-c] [&lt;files&gt;...]</c>: line, word and byte counts laid out as GNU wc lays them out.</summary>
internal sealed class WcCommand
{
    private readonly Command _command = new("wc", "Print line, word and byte counts of each file, and a total line when there are several, " +
        "as GNU wc prints them in the locale set (LC_ALL, LC_CTYPE, LANG: UTF-8 or C). Files are counted in parallel, large ones in stripes. " +
        "Exit code 1 when a file could not be counted, and for every other failure, as GNU wc's.");

    private readonly StrategyArguments _strategy = new(JobDefaults.Count);

    /// <summary>The name wc reads standard input by.</summary>
    private const string StandardInputName = "-";

    private readonly Argument<string[]> _files = new("files")
    {
        Description = "Files to count; - (or none at all) reads standard input",
        Arity = ArgumentArity.ZeroOrMore,
    };

    private readonly Option<bool> _lines = new("--lines", "-l") { Description = "Print the newline count." };

    private readonly Option<bool> _words = new("--words", "-w") { Description = "Print the word count (words as GNU wc finds them in the locale set)." };

    private readonly Option<bool> _bytes = new("--bytes", "-c") { Description = "Print the byte count." };

    private readonly Option<bool> _chars = new("--chars", "-m") { Description = "Print the character count: UTF-8 characters in a UTF-8 locale (a byte that starts none is not counted), bytes in the C locale." };

    private readonly Option<bool> _maxLineLength = new("--max-line-length", "-L") { Description = "Print the display width of the longest line (tabs stop every 8 columns; wide characters count 2 in a UTF-8 locale)." };

    private readonly Option<string> _total = new("--total")
    {
        Description = "When to print the total line: auto (more than one file), always, only (the total alone, without a name), never.",
        DefaultValueFactory = _ => "auto",
        HelpName = "WHEN",
    };

    /// <summary>GNU wc 9's --debug, which says which way it counts on stderr when it has something to say: taken, and nothing more said.</summary>
    private readonly Option<bool> _debug = new("--debug") { Description = "Accepted, as GNU wc accepts it; changes nothing." };

    /// <summary>--total's values, in the order GNU wc lists them.</summary>
    private static readonly string[] TotalValues = ["auto", "always", "only", "never"];

    private readonly Option<bool> _quiet = CommonOptions.Quiet();

    private readonly Option<bool> _json = CommonOptions.Json("Print the counts as one JSON object instead of wc's lines.");

    private readonly Option<string?> _files0From = new("--files0-from")
    {
        Description = "Count the files named in F, each name ended by a NUL byte; - reads the names from standard input.",
        HelpName = "F",
    };

    public WcCommand()
    {
        _strategy.DescribeReadOnly("-a FileStream");
        _strategy.Threads.Description = "Workers, taking the stripes of all files from one queue; default: the processor count.";
        _strategy.BufferSize.Description = "Stripe size in bytes; K and M are powers of 1024, e.g. 64K.";
        CompletionValues.Set(_total, () => TotalValues);
        _command.Arguments.Add(_files);
        _command.Options.Add(_lines);
        _command.Options.Add(_words);
        _command.Options.Add(_bytes);
        _command.Options.Add(_chars);
        _command.Options.Add(_maxLineLength);
        _command.Options.Add(_total);
        _command.Options.Add(_files0From);
        _command.Options.Add(_debug);
        _strategy.AddTo(_command);
        _command.Options.Add(_json);
        _command.Options.Add(_quiet);
    }

    public void AddTo(RootCommand root, CliStreams console, CancellationToken cancel)
    {
        _command.SetAction(parse => Run(parse, console, cancel));
        root.Subcommands.Add(_command);
    }

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        CountedValues columns = Columns(parse);
        TotalMode total = Total(parse);
        CountingOptions locale = Locale.Counting();
        ProcessingOptions processing = _strategy.Bind(parse);
        bool json = parse.GetValue(_json);
        CountingOptions counting = locale with { Values = columns | CountedValues.Bytes, Processing = processing };

        // A list GNU wc streams (a pipe, a FIFO, a large file) is answered name by name as it is read, in flat memory: each
        // read's names are counted and their lines written before the next read (--json gathers them all, as its one document).
        var streamedLayout = new WcLayout(columns, total, locale.Utf8, Unsized: true);
        WcReportWriter.Lines? lines = null;
        Action<FileList>? streamed = json ? null : batch =>
        {
            lines ??= new WcReportWriter.Lines(console.Out, console.Error, streamedLayout, width: 1);
            Aggregated<IReadOnlyList<FileCounts>> batchCounts = Count(batch.Names, batch.Names.Contains(StandardInputName), counting, console, cancel);
            lines.Add(batch.Annotate(batchCounts.Value));
            lines.Flush();
        };
        if (!TryBindPaths(parse, console, streamed, out string[] paths, out FileList? list, out int refused))
        {
            return refused;
        }

        if (list is { Streamed: true })
        {
            if (lines is null)
            {
                // As GNU wc: an empty list counts nothing and prints nothing.
                return ExitCodes.Success;
            }

            bool allCounted = lines.Finish(list.Error);
            bool standardInputFailed = StandardInputFailed(console, list.Error is null && list.ReadStandardInput);
            return allCounted && !standardInputFailed ? ExitCodes.Success : ExitCodes.Different;
        }

        bool readStandardInput = (list is null && paths.Length == 0) || paths.Contains(StandardInputName);
        bool emptyList = list is { Names.Length: 0 };
        if (emptyList && !json)
        {
            // As GNU wc: an empty list counts nothing and prints nothing.
            return ExitCodes.Success;
        }

        Aggregated<IReadOnlyList<FileCounts>> counted;
        (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, ProgressBar.Wanted(console.ErrorIsTerminal, parse.GetValue(_quiet)));
        using (bar)
        {
            // Bytes always: free, and the C locale's character column is bytes. An empty list is no names, never standard input.
            counted = emptyList
                ? FileProcessor.Count([], console.StandardInput, counting, cancel)
                : Count(paths, readStandardInput, counting with { Processing = processing with { Progress = progress } }, console, cancel);
        }

        var layout = new WcLayout(
            columns, total, locale.Utf8, Unsized: list is { Sized: false }, Unnamed: list is null && paths.Length == 0, ListError: list is { ReadBeforeError: true } ? list.Error : null);
        IReadOnlyList<FileCounts> counts = list?.Annotate(counted.Value) ?? counted.Value;
        WcJsonReport? report = json ? WcJson.From(counts, layout, counted.Report, processing.ViewSize ?? ProcessingOptions.DefaultViewSize) : null;
        return Print(counts, layout, report, console, readStandardInput);
    }

    private CountedValues Columns(ParseResult parse)
    {
        CountedValues columns =
            (parse.GetValue(_lines) ? CountedValues.Lines : CountedValues.None)
            | (parse.GetValue(_words) ? CountedValues.Words : CountedValues.None)
            | (parse.GetValue(_bytes) ? CountedValues.Bytes : CountedValues.None)
            | (parse.GetValue(_chars) ? CountedValues.Characters : CountedValues.None)
            | (parse.GetValue(_maxLineLength) ? CountedValues.LongestLine : CountedValues.None);
        return columns == CountedValues.None ? CountedValues.Lines | CountedValues.Words | CountedValues.Bytes : columns;
    }

    /// <summary>--total's value, or a unique abbreviation of one (<c>--total=al</c>), as GNU's argmatch takes it: a value given whole wins.</summary>
    private TotalMode Total(ParseResult parse)
    {
        string value = parse.GetValue(_total) ?? "auto";
        string[] matches = TotalValues.Contains(value) ? [value] : [.. TotalValues.Where(v => v.StartsWith(value, StringComparison.Ordinal))];
        return matches switch
        {
            ["auto"] => TotalMode.Auto,
            ["always"] => TotalMode.Always,
            ["only"] => TotalMode.Only,
            ["never"] => TotalMode.Never,
            [] => throw new UsageException($"invalid argument '{value}' for '--total' (valid: {string.Join(", ", TotalValues)})"),
            _ => throw new UsageException($"ambiguous argument '{value}' for '--total' (valid: {string.Join(", ", TotalValues)})"),
        };
    }

    /// <summary>The names to count: the operands, or those of --files0-from F; false, with the exit code, where they cannot be had.</summary>
    private bool TryBindPaths(ParseResult parse, CliStreams console, Action<FileList>? streamed, out string[] paths, out FileList? list, out int refused)
    {
        paths = parse.GetValue(_files) ?? [];
        list = null;
        refused = ExitCodes.Success;
        if (parse.GetValue(_files0From) is string files0From)
        {
            if (paths.Length > 0)
            {
                console.Error.Write($"cci: extra operand {Quoted(paths[0])}\nfile operands cannot be combined with --files0-from\nTry 'cci wc --help' for more information.\n");
                refused = ExitCodes.Trouble;
                return false;
            }

            list = FileList.Read(files0From, console, streamed);
            if (list.Error is not null && !list.ReadBeforeError)
            {
                console.Error.WriteLine($"cci: {list.Error}");
                refused = ExitCodes.Different;
                return false;
            }

            paths = list.Names;
        }

        // An empty name is counted as GNU wc 9.1 counts it: "invalid zero-length file name", exit 1.
        foreach ((string Value, bool AfterDoubleDash) path in PathArguments.Of(parse, _files))
        {
            PathArguments.RejectOption(path);
        }

        return true;
    }

    /// <summary>
    /// The named files through the library ("-" is standard input, read in order), or standard input alone when none are named;
    /// standard input is sized by the regular file redirected to it, as GNU wc sizes it (what the stream is, only the tool knows).
    /// </summary>
    private static Aggregated<IReadOnlyList<FileCounts>> Count(string[] paths, bool readStandardInput, CountingOptions counting, CliStreams console, CancellationToken cancel)
    {
        Aggregated<IReadOnlyList<FileCounts>> counted = FileProcessor.Count(paths.Length == 0 ? [StandardInputName] : paths, console.StandardInput, counting, cancel);
        if (!readStandardInput)
        {
            return counted;
        }

        long? size = console.StandardInputRegularSize;
        return counted with { Value = [.. counted.Value.Select(file => file.Path == StandardInputName && file.MetadataRead ? file with { Size = size } : file)] };
    }

    /// <summary>wc's lines (or its --json document, when there is one), its error lines, and its exit code.</summary>
    private static int Print(IReadOnlyList<FileCounts> counts, WcLayout layout, WcJsonReport? json, CliStreams console, bool readStandardInput)
    {
        // A write error on standard output, a closed one's included, is said after every file's error line, as GNU wc says it
        // at exit: by the one check every command ends with (StandardOutputCheck).
        TextWriter output = json is not null ? TextWriter.Null : console.Out;
        bool allCounted = WcReportWriter.Write(output, console.Error, counts, layout);
        if (json is not null)
        {
            JsonReport.Write(console.Out, "wc", json, ReportJsonContext.Default.WcJsonReport);
        }

        // Said whether or not every file was counted: the check is not to be skipped by the && before it.
        bool standardInputFailed = StandardInputFailed(console, readStandardInput);
        return allCounted && !standardInputFailed ? ExitCodes.Success : ExitCodes.Different;
    }

    /// <summary>GNU wc closes standard input when it has read it, and a closed one fails that too: said here, true when it failed.</summary>
    private static bool StandardInputFailed(CliStreams console, bool readStandardInput)
    {
        if (console.StandardInputClosed && readStandardInput)
        {
            console.Error.WriteLine($"cci: -: {CliStreams.BadDescriptor}");
            return true;
        }

        return false;
    }

    private static string Quoted(string name) => ByteNames.HasEscapes(name)
        ? ShellQuote.Quote(name, Locale.IsUtf8()) // bytes that are not UTF-8: always quoted, as $'\ooo'
        : "'" + name.Replace("'", "'\\''", StringComparison.Ordinal) + "'";

    /// <summary>The names of --files0-from F, as GNU wc reads them.</summary>
    private sealed record FileList(string Source, bool FromStandardInput, string[] Names, bool Sized, string? Error)
    {
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
        public static FileList Read(string source, CliStreams console, Action<FileList>? streamed = null)
        {
            bool fromStandardInput = source == StandardInputName;
            try
            {
                if (fromStandardInput && console.StandardInputClosed)
                {
                    return new FileList(source, fromStandardInput, [], false, $"-: read error: {CliStreams.BadDescriptor}");
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
                    return new FileList(source, fromStandardInput, [], false, $"cannot open {Quoted(source)} for reading: No such file or directory");
                }

                // Where the short way fails, the runtime's open fails too, in the words the error is given in (cci's own open for
                // a name with bytes that are not UTF-8, which the runtime would spell with U+FFFD: another file).
                using SafeFileHandle list = WholeFile.Open(source, out FileKind kind, out long length)
                    ?? (ByteNames.HasEscapes(source) ? ExistingFile.Open(source, write: false) : File.OpenHandle(source, FileMode.Open, FileAccess.Read));
                if (kind == FileKind.Directory)
                {
                    return new FileList(source, fromStandardInput, [], false, $"{ShellQuote.Quote(source, Locale.IsUtf8())}: read error: Is a directory");
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
                    return new FileList(source, fromStandardInput, [], false, sized ? $"cannot read file names from {Quoted(source)}" : ReadError(source, e));
                }
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                string why = e is UnauthorizedAccessException ? "Permission denied" : e is FileNotFoundException or DirectoryNotFoundException ? "No such file or directory" : e.Message;
                return new FileList(source, fromStandardInput, [], false, $"cannot open {Quoted(source)} for reading: {why}");
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
        private static FileList Parse(string source, bool fromStandardInput, Stream stream, bool sized)
        {
            var names = new NameCollector(fromStandardInput);
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
                    return new FileList(source, fromStandardInput, names.ToArray(), sized, ReadError(source, e))
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

                // The name the buffer ends within is kept at its front, and the buffer grows for a name longer than itself.
                Span<byte> rest = content[(end + 1)..];
                rest.CopyTo(buffer);
                kept = rest.Length;
                if (kept == buffer.Length)
                {
                    Array.Resize(ref buffer, kept < Array.MaxLength ? (int)Math.Min(2L * kept, Array.MaxLength) : throw new IOException("File name too long"));
                }
            }

            if (kept > 0)
            {
                names.Add(buffer.AsSpan(0, kept));
            }

            return new FileList(source, fromStandardInput, names.ToArray(), sized, null) { Annotated = names.Annotated };
        }

        /// <summary>
        /// A list GNU wc streams, handed to <paramref name="batch"/> a read at a time: the whole names each read ends, as a
        /// list of their own numbered from where the one before left off (<see cref="First"/>). A read that fails ends the
        /// list; the list returned says how it ended (<see cref="Error"/>, after whole names or none) and holds no names.
        /// </summary>
        private static FileList Stream(string source, bool fromStandardInput, Stream stream, Action<FileList> batch)
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
                    return new FileList(source, fromStandardInput, [], Sized: false, ReadError(source, e))
                    {
                        Streamed = true,
                        ReadBeforeError = first > 0,
                        ReadStandardInput = readStandardInput,
                    };
                }

                var names = new NameCollector(fromStandardInput);
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
                    var cut = new FileList(source, fromStandardInput, names.ToArray(), Sized: false, null)
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
                    return new FileList(source, fromStandardInput, [], Sized: false, null) { Streamed = true, ReadStandardInput = readStandardInput };
                }

                // The name the buffer ends within is kept at its front, and the buffer grows for a name longer than itself.
                Span<byte> rest = content[(end + 1)..];
                rest.CopyTo(buffer);
                kept = rest.Length;
                if (kept == buffer.Length)
                {
                    Array.Resize(ref buffer, kept < Array.MaxLength ? (int)Math.Min(2L * kept, Array.MaxLength) : throw new IOException("File name too long"));
                }
            }
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

        /// <summary>A list's names as they are cut, in chunks small enough to stay off the large object heap until the one array of them all.</summary>
        private sealed class NameCollector(bool fromStandardInput)
        {
            private const int ChunkNames = 8192;

            private readonly List<string[]> _full = [];
            private string[] _chunk = new string[ChunkNames];
            private int _inChunk;

            public int Count => (_full.Count * ChunkNames) + _inChunk;

            /// <summary>Whether a name has an error of the list's own (<see cref="FileList.Annotated"/>).</summary>
            public bool Annotated { get; private set; }

            public void Add(ReadOnlySpan<byte> name)
            {
                // A name is bytes: one that is not UTF-8 keeps its bytes as escapes (ByteNames), and is opened and printed as them.
                string text = ByteNames.Decode(name);
                Annotated |= name.IsEmpty || (fromStandardInput && text == StandardInputName);

                if (_inChunk == ChunkNames)
                {
                    _full.Add(_chunk);
                    _chunk = new string[ChunkNames];
                    _inChunk = 0;
                }

                _chunk[_inChunk++] = text;
            }

            public string[] ToArray()
            {
                var names = new string[Count];
                for (int c = 0; c < _full.Count; c++)
                {
                    _full[c].CopyTo(names, c * ChunkNames);
                }

                Array.Copy(_chunk, 0, names, _full.Count * ChunkNames, _inChunk);
                return names;
            }
        }
    }
}

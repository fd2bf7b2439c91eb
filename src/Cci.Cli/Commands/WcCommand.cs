using System.CommandLine;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;

namespace Cci.Cli.Commands;

/// <summary><c>cci wc [-l] [-w] [-c] [&lt;files&gt;...]</c>: line, word and byte counts laid out as GNU wc lays them out.</summary>
internal sealed class WcCommand
{
    private readonly Command _command = new("wc", "Print line, word and byte counts of each file, and a total line when there are several, " +
        "as GNU wc prints them in the locale set (LC_ALL, LC_CTYPE, LANG: UTF-8 or C). Files are counted in parallel, large ones in stripes. " +
        "Exit code 1 when a file could not be counted, and for every other failure, as GNU wc's.");

    private readonly StrategyArguments _strategy = new(JobDefaults.Count);

    /// <summary>The name wc reads standard input by.</summary>
    private const string StandardInputName = Files0List.StandardInputName;

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

    public void AddTo(Command root, CliStreams console, CancellationToken cancel)
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
        Action<Files0List>? streamed = json ? null : batch =>
        {
            lines ??= new WcReportWriter.Lines(console.Out, console.Error, streamedLayout, width: 1);
            Aggregated<IReadOnlyList<FileCounts>> batchCounts = CountAll(batch.Names, emptyList: false, batch.Names.Contains(StandardInputName), counting, quiet: true, console, cancel);
            lines.Add(batch.Annotate(batchCounts.Value));
            lines.Flush();
        };
        if (!TryBindPaths(parse, console, streamed, out string[] paths, out Files0List? list, out int refused))
        {
            return refused;
        }

        if (list is { Streamed: true })
        {
            return FinishStreamed(lines, list, console);
        }

        bool readStandardInput = (list is null && paths.Length == 0) || paths.Contains(StandardInputName);
        bool emptyList = list is { Names.Length: 0 };
        if (emptyList && !json)
        {
            // As GNU wc: an empty list counts nothing and prints nothing.
            return ExitCodes.Success;
        }

        Aggregated<IReadOnlyList<FileCounts>> counted = CountAll(paths, emptyList, readStandardInput, counting, parse.GetValue(_quiet), console, cancel);

        var layout = new WcLayout(
            columns, total, locale.Utf8, Unsized: list is { Sized: false }, Unnamed: list is null && paths.Length == 0, ListError: list is { ReadBeforeError: true } ? list.Error : null);
        IReadOnlyList<FileCounts> counts = list?.Annotate(counted.Value) ?? counted.Value;
        WcJsonReport? report = json ? WcJson.From(counts, layout, counted.Report, processing.ViewSize ?? ProcessingOptions.DefaultViewSize) : null;
        return Print(counts, layout, report, console, readStandardInput);
    }

    /// <summary>A streamed list's end: its error said after the lines of the names read before it, and the exit code.</summary>
    private static int FinishStreamed(WcReportWriter.Lines? lines, Files0List list, CliStreams console)
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

    /// <summary>The named files counted in one call, under the progress bar where one is drawn (not with -q).</summary>
    private static Aggregated<IReadOnlyList<FileCounts>> CountAll(
        string[] paths, bool emptyList, bool readStandardInput, CountingOptions counting, bool quiet, CliStreams console, CancellationToken cancel)
    {
        (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, ProgressBar.Wanted(console.ErrorIsTerminal, quiet));
        using (bar)
        {
            // Bytes always: free, and the C locale's character column is bytes. An empty list is no names, never standard input.
            if (emptyList)
            {
                return FileProcessor.Count([], console.StandardInput, counting, cancel);
            }

            // The named files ("-" is standard input, read in order), or standard input alone when none are named.
            Aggregated<IReadOnlyList<FileCounts>> counted = FileProcessor.Count(
                paths.Length == 0 ? [StandardInputName] : paths, console.StandardInput, counting with { Processing = counting.Processing with { Progress = progress } }, cancel);
            if (!readStandardInput)
            {
                return counted;
            }

            // Standard input is sized by the regular file redirected to it, as GNU wc sizes it (what the stream is, only the tool knows).
            long? size = console.StandardInputRegularSize;
            return counted with { Value = [.. counted.Value.Select(file => file.Path == StandardInputName && file.MetadataRead ? file with { Size = size } : file)] };
        }
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
    private bool TryBindPaths(ParseResult parse, CliStreams console, Action<Files0List>? streamed, out string[] paths, out Files0List? list, out int refused)
    {
        paths = parse.GetValue(_files) ?? [];
        list = null;
        refused = ExitCodes.Success;
        if (parse.GetValue(_files0From) is string files0From)
        {
            if (paths.Length > 0)
            {
                console.Error.Write($"cci: extra operand {ShellQuote.Operand(paths[0], Locale.IsUtf8())}\nfile operands cannot be combined with --files0-from\nTry 'cci wc --help' for more information.\n");
                refused = ExitCodes.Trouble;
                return false;
            }

            list = Files0List.Read(files0From, console, streamed);
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
}

using System.CommandLine;
using System.CommandLine.Parsing;
using System.Globalization;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Unsafe;

namespace Cci.Cli.Commands;

/// <summary>
/// <c>cci compare &lt;file1&gt; [&lt;file2&gt; [SKIP1 [SKIP2]]]</c>: GNU cmp 3.8's output, options and exit codes
/// (the first mismatch; -l every one; -s none), cci's own report only with --report or --json.
/// </summary>
internal sealed class CompareCommand
{
    // -b and -n are cmp's (--print-bytes, --bytes): the buffer size and threads are long options only here.
    /// <summary>The name cmp reads standard input by.</summary>
    private const string StandardStream = "-";

    private readonly StrategyArguments _strategy = new(JobDefaults.Compare, shortSizeAliases: false);

    private readonly Argument<string> _left = new("file1") { Description = "First file; - reads standard input" };

    private readonly Argument<string> _right = new("file2")
    {
        Description = "Second file; - or none reads standard input",
        Arity = ArgumentArity.ZeroOrOne,
    };

    private readonly Argument<string[]> _skips = new("skip")
    {
        Description = "As cmp: SKIP1 and SKIP2, bytes to skip at the start of each file (as -i SKIP1:SKIP2)",
        Arity = new ArgumentArity(0, 2),
    };

    private readonly Option<bool> _list = new("--verbose", "-l")
    {
        Description = "As cmp -l: print every mismatch (byte number, then both bytes in octal), not only the first.",
    };

    private readonly Option<bool> _quiet = new("--quiet", "-s", "--silent")
    {
        Description = "As cmp -s: print nothing; only the exit code (0 identical, 1 different, 2 trouble)",
    };

    private readonly Option<bool> _printBytes = new("--print-bytes", "-b")
    {
        Description = "As cmp -b: print the differing bytes too (octal and as text: ^A, M-^@)",
    };

    // Given more than once, as cmp takes them: -n the smallest limit, -i the largest skip of each file.
    private readonly Option<long?> _bytes = OptionRepeats.Folded(
        new Option<long?>("--bytes", "-n")
        {
            Description = "As cmp -n: compare at most LIMIT bytes; suffixes as cmp (K 1024, kB 1000, M, MB, G, ...).",
            HelpName = "LIMIT",
            CustomParser = result => ParseLimit(result),
        },
        SmallestLimit);

    private readonly Option<(long Left, long Right)> _ignore = OptionRepeats.Folded(
        new Option<(long Left, long Right)>("--ignore-initial", "-i")
        {
            Description = "As cmp -i: skip the first SKIP bytes of both files, or SKIP1 of the first and SKIP2 of the second.",
            HelpName = "SKIP[:SKIP2]",
            CustomParser = result => ParseSkips(result),
        },
        LargestSkips);

    private readonly Option<int?> _max = new("--max")
    {
        Description = "With -l: find and print only the first N mismatches (as cmp -l | head -N), searched in parallel.",
        CustomParser = result => OptionParsers.PositiveInt(result),
        HelpName = "count",
    };

    // -q is cci's: cmp's --quiet is -s (print nothing), so the long name here is --no-progress.
    private readonly Option<bool> _noProgress = CommonOptions.Quiet("--no-progress", "-q");

    private readonly Option<bool> _report = new("--report")
    {
        Description = "Print cci's report (every parameter, the path taken, the time) on stderr after cmp's lines.",
    };

    public CompareCommand()
    {
        _strategy.BufferSize.Description = "Stripe size in bytes; K and M are powers of 1024 (-b is cmp's --print-bytes here).";
        _strategy.Threads.Description = "Threads or work items (-n is cmp's --bytes here); default: the processor count.";
        _strategy.DescribeReadOnly("-a FileStream");
        _strategy.Json.Description = "Print cci's report, with the mismatches, as one JSON object on stdout instead of cmp's lines.";
    }

    public void AddTo(RootCommand root, CliStreams console, CancellationToken cancel)
    {
        var command = new Command("compare", "Compare two files byte by byte as GNU cmp does: the same lines, messages, options (-l, -s, -b, -n, -i) and exit codes (0 identical, 1 different, 2 trouble).");
        command.Arguments.Add(_left);
        command.Arguments.Add(_right);
        command.Arguments.Add(_skips);
        command.Options.Add(_list);
        command.Options.Add(_quiet);
        command.Options.Add(_printBytes);
        command.Options.Add(_bytes);
        command.Options.Add(_ignore);
        _strategy.AddTo(command);
        command.Options.Add(_strategy.Json);
        command.Options.Add(_max);
        command.Options.Add(_report);
        command.Options.Add(_noProgress);
        command.SetAction(parse => Run(parse, console, cancel));
        root.Subcommands.Add(command);
    }

    /// <summary>cmp's -n given again: the smallest limit; the first bad value, to be refused, if there is one.</summary>
    private static string SmallestLimit(IReadOnlyList<string> values)
    {
        string smallest = values[0];
        long least = long.MaxValue;
        foreach (string value in values)
        {
            if (!CmpNumber.TryParseLimit(value, out long limit))
            {
                return value;
            }

            if (limit < least)
            {
                (smallest, least) = (value, limit);
            }
        }

        return smallest;
    }

    /// <summary>cmp's -i given again: the largest skip of each file; the first bad value, to be refused, if there is one.</summary>
    private static string LargestSkips(IReadOnlyList<string> values)
    {
        (long left, long right) = (0, 0);
        foreach (string value in values)
        {
            if (!CmpNumber.TryParseSkips(value, out long l, out long r, out _))
            {
                return value;
            }

            (left, right) = (Math.Max(left, l), Math.Max(right, r));
        }

        return string.Create(CultureInfo.InvariantCulture, $"{left}:{right}");
    }

    private static long? ParseLimit(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!CmpNumber.TryParseLimit(token, out long value))
        {
            result.AddError($"invalid --bytes value '{token}'");
            return null;
        }

        return value;
    }

    private static (long, long) ParseSkips(ArgumentResult result)
    {
        string token = result.Tokens.Count > 0 ? result.Tokens[0].Value : string.Empty;
        if (!CmpNumber.TryParseSkips(token, out long left, out long right, out string bad))
        {
            result.AddError($"invalid --ignore-initial value '{bad}'");
            return default;
        }

        return (left, right);
    }

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        PathArguments.Check([.. PathArguments.Of(parse, _left), .. PathArguments.Of(parse, _right)], "first file", "second file");
        bool list = parse.GetValue(_list);
        bool quiet = parse.GetValue(_quiet);
        bool json = parse.GetValue(_strategy.Json);
        int? max = parse.GetValue(_max);
        if (list && quiet)
        {
            throw new UsageException("options -l and -s are incompatible");
        }

        if (max is not null && !list)
        {
            throw new UsageException("--max applies to the -l listing: use -l --max N");
        }

        (long leftSkip, long rightSkip) = parse.GetValue(_ignore);
        string[] skips = parse.GetValue(_skips) ?? [];
        for (int i = 0; i < skips.Length; i++)
        {
            // cmp's SKIP1 and SKIP2 operands: each raises that file's skip, as a second -i would.
            if (!CmpNumber.TryParse(skips[i], 0, null, out long skip, out _))
            {
                throw new UsageException($"invalid --ignore-initial value '{skips[i]}'");
            }

            if (i == 0)
            {
                leftSkip = Math.Max(leftSkip, skip);
            }
            else
            {
                rightSkip = Math.Max(rightSkip, skip);
            }
        }

        string left = parse.GetValue(_left)!;
        string right = parse.GetValue(_right) ?? StandardStream;
        if (left == StandardStream && right == StandardStream)
        {
            throw new UsageException("only one of the two files can be standard input ('-')");
        }

        // As cmp: with standard output on /dev/null nothing it prints there can be seen, so it stops at the first
        // mismatch (-l included) and names a shorter input without a line number.
        // A closed standard output counts as /dev/null: GNU cmp (gnulib's stdopen) puts /dev/null on a closed descriptor.
        bool toNull = !json && !quiet && (console.StandardOutputIsNull || console.StandardOutputClosed);
        bool firstLine = !toNull && !list && !quiet;
        bool stopsAtFirst = toNull || (!list && !quiet);
        long? limit = parse.GetValue(_bytes);
        bool printBytes = parse.GetValue(_printBytes);
        bool report = parse.GetValue(_report);
        bool progressWanted = ProgressBar.Wanted(console.ErrorIsTerminal, quiet: quiet || parse.GetValue(_noProgress));
        CmpListingSink? listing = list && !json && !toNull
            ? new CmpListingSink(
                console.StandardOutput,
                CmpListing.OffsetWidth(RegularSize(left, leftSkip, console), RegularSize(right, rightSkip, console), limit),
                printBytes)
            : null;
        var comparison = new ComparisonOptions
        {
            FirstSkip = leftSkip,
            SecondSkip = rightSkip,
            Limit = limit,
            LineNumbers = firstLine,
            EqualityOnly = quiet,
            MaxDifferences = max,
            Processing = _strategy.Bind(parse),
        };
        // --json -l collects the mismatches for its "mismatches"; -l otherwise prints them as they come.
        List<ByteDifference>? collected = json && list ? [] : null;
        DifferenceHandler? differences = listing is not null ? listing.Write
            : collected is not null ? batch => collected.AddRange(batch)
            : null;
        ComparisonResult result;
        try
        {
            (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, progressWanted);
            using (bar)
            {
                comparison = comparison with { Processing = comparison.Processing with { Progress = progress } };
                if (CompareOrFail(left, right, differences, comparison, quiet, console, cancel) is ComparisonResult compared)
                {
                    result = compared;
                }
                else
                {
                    return ExitCodes.Trouble;
                }
            }
        }
        finally
        {
            listing?.Flush();
        }

        // --json and --report print cci's report: the path taken and why, the memory measured.
        CompareJsonReport? cciReport = json || report ? CompareJsonReport.Of(left, right, comparison, result, collected ?? []) : null;
        if (json)
        {
            CompareReportWriter.WriteJson(console.Out, cciReport!);
        }
        else if (firstLine && result.FirstDifference is not null)
        {
            console.Out.WriteLine(CmpListing.FirstLine(left, right, result, printBytes, MessageLocale.IsPosix(Locale.NameOf("LC_MESSAGES"))));
        }

        // cmp names an input that ended first, except with -s, or after its first difference when it stops there.
        bool stoppedAtFirst = stopsAtFirst && result.FirstDifference is not null;
        if (result.EndedFirst is not null && !quiet && !stoppedAtFirst)
        {
            console.Error.WriteLine(CmpListing.EndOfFileLine(left, right, result));
        }

        if (report)
        {
            CompareReportWriter.Write(console.Error, cciReport!, result.Report);
        }

        return result.AreEqual ? ExitCodes.Success : ExitCodes.Different;
    }

    /// <summary>
    /// Compares through the library, "-" being standard input; an input that cannot be compared is said in cmp's words (the
    /// library's message, "NAME: REASON"): one that cannot be opened not with -s, one that cannot be read even with -s. Null then.
    /// </summary>
    private static ComparisonResult? CompareOrFail(
        string left, string right, DifferenceHandler? differences, ComparisonOptions comparison, bool quiet, CliStreams console, CancellationToken cancel)
    {
        try
        {
            return FileProcessor.Compare(left, right, console.StandardInput, differences, comparison, cancel);
        }
        catch (Exception e) when (e is FileNotFoundException or DirectoryNotFoundException or UnauthorizedAccessException)
        {
            if (!quiet)
            {
                console.Error.WriteLine($"cmp: {e.Message}");
            }

            return null;
        }
        catch (IOException e) when (e.GetType() == typeof(IOException) && IsUnreadable(e.Message, left, right))
        {
            console.Error.WriteLine($"cmp: {e.Message}");
            return null;
        }
    }

    /// <summary>Whether <paramref name="message"/> is the library's for an input that opened but cannot be read, as cmp says it even with -s.</summary>
    private static bool IsUnreadable(string message, string left, string right) =>
        message == $"{left}: Is a directory" || message == $"{right}: Is a directory" || message == $"{StandardStream}: {CliStreams.BadDescriptor}";

    /// <summary>A regular file's size less its skip (standard input's when it is redirected from one), as cmp -l sizes its column; null otherwise.</summary>
    private static long? RegularSize(string path, long skip, CliStreams console)
    {
        long? size = path == StandardStream
            ? console.StandardInputRegularSize
            : FileKinds.OfPath(path)?.Kind == FileKind.Regular ? new FileInfo(path).Length : null;
        return size is long known ? Math.Max(0, known - skip) : null;
    }
}

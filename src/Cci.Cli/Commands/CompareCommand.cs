using System.CommandLine;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;

namespace Cci.Cli.Commands;

/// <summary>
/// <c>cci compare &lt;file1&gt; [&lt;file2&gt; [SKIP1 [SKIP2]]]</c>: GNU cmp 3.8's output, options and exit codes
/// (the first mismatch; -l every one; -s none), cci's own report only with --report [text|json] or --json.
/// </summary>
internal sealed class CompareCommand
{
    // -b and -n are cmp's (--print-bytes, --bytes): the buffer size and threads are long options only here.
    /// <summary>The name cmp reads standard input by.</summary>
    private const string StandardStream = CompareArguments.StandardStream;

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
            CustomParser = CmpOptionParsers.Limit,
        },
        CmpOptionParsers.SmallestLimit);

    private readonly Option<(long Left, long Right)> _ignore = OptionRepeats.Folded(
        new Option<(long Left, long Right)>("--ignore-initial", "-i")
        {
            Description = "As cmp -i: skip the first SKIP bytes of both files, or SKIP1 of the first and SKIP2 of the second.",
            HelpName = "SKIP[:SKIP2]",
            CustomParser = CmpOptionParsers.Skips,
        },
        CmpOptionParsers.LargestSkips);

    private readonly Option<int?> _max = new("--max")
    {
        Description = "With -l: find and print only the first N mismatches (as cmp -l | head -N), searched in parallel.",
        CustomParser = result => OptionParsers.PositiveInt(result),
        HelpName = "count",
    };

    // -q is cci's: cmp's --quiet is -s (print nothing), so the long name here is --no-progress.
    private readonly Option<bool> _noProgress = CommonOptions.Quiet("--no-progress", "-q");

    // The transform's --report and its values; here none is the default (cmp's lines only), and --report alone is text, as
    // the flag it was before the values came.
    private readonly Option<string> _report = new("--report")
    {
        Description = "cci's report: text (on stderr after cmp's lines; --report alone), json (as --json) or none (the default: " +
            "cmp's lines only).",
        HelpName = "format",
    };

    public CompareCommand()
    {
        _strategy.BufferSize.Description = "Stripe size in bytes; K and M are powers of 1024 (-b is cmp's --print-bytes here).";
        _strategy.Threads.Description = "Threads or work items (-n is cmp's --bytes here); default: the processor count.";
        _strategy.DescribeReadOnly("-a FileStream");
        _strategy.Json.Description = "Print cci's report, with the mismatches, as one JSON object on stdout instead of cmp's lines.";
        string[] formats = [.. Enum.GetNames<ReportFormat>().Select(n => n.ToLowerInvariant())];
        OptionalValues.Set(_report, "text", formats);
        CompletionValues.Set(_report, () => formats);
        _report.Validators.Add(result =>
        {
            string name = result.GetValueOrDefault<string>() ?? "text";
            if (!formats.Contains(name, StringComparer.OrdinalIgnoreCase))
            {
                result.AddError($"unknown report format '{name}': expected one of {string.Join(", ", formats)}");
            }
        });
    }

    public void AddTo(Command root, CliStreams console, CancellationToken cancel)
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

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        CompareArguments arguments = Bind(parse, console);
        if (arguments.BothStandardInput)
        {
            // As GNU cmp: a file compared with itself from the same place is identical, without a byte read.
            return ExitCodes.Success;
        }

        var output = new CmpOutput(arguments, console);
        return CmpComparison.Run(arguments, output, console, cancel) is ComparisonResult result ? output.Print(result) : ExitCodes.Trouble;
    }

    /// <summary>The command line in cmp's terms; a usage error for options that cannot go together, a bad skip, or two standard inputs.</summary>
    private CompareArguments Bind(ParseResult parse, CliStreams console)
    {
        PathArguments.Check([.. PathArguments.Of(parse, _left), .. PathArguments.Of(parse, _right)], "first file", "second file");
        bool list = parse.GetValue(_list);
        bool quiet = parse.GetValue(_quiet);
        (bool json, bool report) = Reports(parse);
        int? max = parse.GetValue(_max);
        if (list && quiet)
        {
            throw new UsageException("options -l and -s are incompatible");
        }

        if (max is not null && !list)
        {
            throw new UsageException("--max applies to the -l listing: use -l --max N");
        }

        (long firstSkip, long secondSkip) = Skips(parse);
        string first = parse.GetValue(_left)!;
        string second = parse.GetValue(_right) ?? StandardStream;
        if (CompareArguments.IsBothStandardInput(first, second) && (json || report || firstSkip != secondSkip))
        {
            // cmp - - is one stream at one place, equal to itself (Run); a report of it, or two places in it, cci does not make.
            throw new UsageException("only one of the two files can be standard input ('-'), except in 'cmp - -' with equal skips");
        }

        var arguments = new CompareArguments(first, second, new ComparisonOptions())
        {
            List = list,
            Quiet = quiet,
            PrintBytes = parse.GetValue(_printBytes),
            Json = json,
            Report = report,
            // A closed standard output counts as /dev/null: GNU cmp (gnulib's stdopen) puts /dev/null on a closed descriptor.
            ToNull = !json && !quiet && (console.StandardOutputIsNull || console.StandardOutputClosed),
            ShowsProgress = ProgressBar.Wanted(console.ErrorIsTerminal, quiet: quiet || parse.GetValue(_noProgress)),
        };
        return arguments with
        {
            Options = new ComparisonOptions
            {
                FirstSkip = firstSkip,
                SecondSkip = secondSkip,
                Limit = parse.GetValue(_bytes),
                LineNumbers = arguments.FirstLine,
                EqualityOnly = quiet,
                MaxDifferences = max,
                Processing = _strategy.Bind(parse),
            },
        };
    }

    /// <summary>
    /// Which of cci's reports compare prints: --json's on stdout, --report's text on stderr (both, as before --report took a
    /// value); --report json is --json, and --report none with --json is refused as asking for no report and one.
    /// </summary>
    private (bool Json, bool Text) Reports(ParseResult parse)
    {
        bool json = parse.GetValue(_strategy.Json);
        ReportFormat format = parse.GetValue(_report) is string name ? Enum.Parse<ReportFormat>(name, ignoreCase: true) : ReportFormat.None;
        if (json && format == ReportFormat.None && parse.GetResult(_report) is not null)
        {
            throw new UsageException("--json and --report none ask for different reports: give one");
        }

        return (json || format == ReportFormat.Json, format == ReportFormat.Text);
    }

    /// <summary>The skip of each file: -i's, each raised by cmp's SKIP1 and SKIP2 operands, as a second -i would raise it.</summary>
    private (long First, long Second) Skips(ParseResult parse)
    {
        (long first, long second) = parse.GetValue(_ignore);
        string[] skips = parse.GetValue(_skips) ?? [];
        for (int i = 0; i < skips.Length; i++)
        {
            if (!CmpNumber.TryParse(skips[i], 0, null, out long skip, out _))
            {
                throw new UsageException($"invalid --ignore-initial value '{skips[i]}'");
            }

            if (i == 0)
            {
                first = Math.Max(first, skip);
            }
            else
            {
                second = Math.Max(second, skip);
            }
        }

        return (first, second);
    }
}

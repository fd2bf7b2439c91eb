using System.CommandLine;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Core.Access;
using Cci.Core.Compare;
using Cci.Core.Threading;

namespace Cci.Cli.Commands;

/// <summary><c>cci compare &lt;file1&gt; &lt;file2&gt;</c>: the first N mismatches as <c>cmp -l</c> prints them, the report on stderr.</summary>
public sealed class CompareCommand
{
    private readonly StrategyOptions _strategy = new();

    private readonly Argument<string> _left = new("file1") { Description = "First file; - reads standard input" };

    private readonly Argument<string> _right = new("file2") { Description = "Second file; - reads standard input" };

    private readonly Option<int> _max = new("--max")
    {
        Description = "How many of the first mismatching bytes to find and print (cmp -l | head -N). Example: --max 100",
        DefaultValueFactory = _ => 8,
        CustomParser = OptionParsers.PositiveInt,
        HelpName = "count",
    };

    public CompareCommand()
    {
        // The fastest measured on two cached 640,000,000-byte files (bench/compare-vs-cmp.sh): both
        // files mapped, stripes of 1 MiB on the thread pool, vector kernel. The page cache is read in
        // place with no copy into buffers, and each of the two cores compares its own stripes.
        _strategy.Access.DefaultValueFactory = _ => AccessMethod.MemoryMapped;
        _strategy.Threading.DefaultValueFactory = _ => new ThreadingChoice(ThreadingMethod.ThreadPool, Fast: true);
        _strategy.BufferSize.DefaultValueFactory = _ => 1 << 20;
        _strategy.DescribeReadOnly("-a FileStream");
        _strategy.Json.Description = "Print the report, with the mismatches, as one JSON object on stdout instead of cmp -l lines. Default: off. Example: --json";
    }

    public void AddTo(RootCommand root, CliStreams console, CancellationToken cancel)
    {
        var command = new Command("compare", "Find the first N mismatching bytes of two files, printed as cmp -l prints them (exit 0 identical, 1 different, 2 trouble).");
        command.Arguments.Add(_left);
        command.Arguments.Add(_right);
        _strategy.AddTo(command);
        command.Options.Add(_max);
        command.SetAction(parse => Run(parse, console, cancel));
        root.Subcommands.Add(command);
    }

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        PathArguments.Check([.. PathArguments.Of(parse, _left), .. PathArguments.Of(parse, _right)], "first file", "second file");
        ThreadingChoice threading = parse.GetValue(_strategy.Threading);
        var options = new CompareOptions
        {
            Left = parse.GetValue(_left)!,
            Right = parse.GetValue(_right)!,
            Max = parse.GetValue(_max),
            Access = parse.GetValue(_strategy.Access),
            Threading = threading.Method,
            Fast = threading.Fast,
            BufferSize = parse.GetValue(_strategy.BufferSize),
            Threads = parse.GetValue(_strategy.Threads),
        };

        CompareReport report = CompareJob.Run(options, console.StandardInput, cancel);
        if (parse.GetValue(_strategy.Json))
        {
            CompareReportWriter.WriteJson(console.Out, report);
        }
        else
        {
            CmpListing.Write(console.Out, report);
        }

        if (report.Shorter is not null)
        {
            console.Error.WriteLine(CmpListing.EndOfFileLine(report.Shorter));
        }

        if (!parse.GetValue(_strategy.Json))
        {
            CompareReportWriter.Write(console.Error, report);
        }

        return report.Identical ? ExitCodes.Success : ExitCodes.Different;
    }
}

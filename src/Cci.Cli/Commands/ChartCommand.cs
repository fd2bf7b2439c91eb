using System.CommandLine;
using System.CommandLine.Parsing;
using System.Text.RegularExpressions;
using Cci.Cli.Charting;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;

namespace Cci.Cli.Commands;

/// <summary><c>cci chart &lt;csv&gt;... --out fig.png|svg</c>: draws sweep CSVs (cci's and the native script's) on one chart.</summary>
internal sealed class ChartCommand
{
    private readonly Command _command = new("chart", "Draw one or more sweep CSVs (cci sweep --csv, bench/native-sweep.sh) on one chart, native and .NET lines " +
        "side by side: median seconds at each point, one line per job and strategy (and thread count), PNG or SVG.");

    private readonly Argument<string[]> _csvs = new("csv")
    {
        Description = "Sweep CSV files (cci sweep --csv, bench/native-sweep.sh); columns are found by name.",
        Arity = ArgumentArity.OneOrMore,
    };

    private readonly Option<string> _out = new("--out", "-o")
    {
        Description = "The chart to write, PNG or SVG by extension.",
        Required = true,
        HelpName = "file",
    };

    private readonly Option<ChartXColumn?> _x = new("--x")
    {
        Description = "The x column: buffer_size (log2), file_size (log2) or threads. Default: the one with the most values.",
        CustomParser = ParseColumn,
        HelpName = "column",
    };

    private readonly Option<string> _title = new("--title")
    {
        Description = "The chart's title. Default: what is drawn, the files and the machine.",
        HelpName = "text",
    };

    private readonly Option<Regex> _filter = new("--filter")
    {
        Description = "Draw only the lines whose name (as in the legend) matches this .NET regular expression.",
        CustomParser = ParseRegex,
        HelpName = "regex",
    };

    private readonly Option<bool> _json = CommonOptions.Json("Print the chart written and the CSV files read as one JSON object instead of the chart: line.");

    // Accepted as by every command, but not shown: a chart is drawn in well under the time a progress bar waits for.
    private readonly Option<bool> _quiet = CommonOptions.HiddenQuiet();

    public ChartCommand()
    {
        CompletionValues.Set(_x, () => ["buffer_size", "threads", "file_size"]);
        _command.Arguments.Add(_csvs);
        foreach (Option option in new Option[] { _out, _x, _title, _filter, _json, _quiet })
        {
            _command.Options.Add(option);
        }

        _csvs.Validators.Add(result =>
        {
            foreach (Token token in result.Tokens)
            {
                if (token.Value is { Length: > 1 } && token.Value[0] == '-')
                {
                    result.AddError($"unknown option '{token.Value}'");
                }
            }
        });
        _out.Validators.Add(result =>
        {
            if (result.GetValueOrDefault<string>() is string path && ChartBuilder.ExtensionError(path) is string error)
            {
                result.AddError(error);
            }
        });
    }

    public void AddTo(Command root, CliStreams console)
    {
        _command.SetAction(parse => Run(parse, console));
        root.Subcommands.Add(_command);
    }

    private int Run(ParseResult parse, CliStreams console)
    {
        // The chart libraries first (a copied cci may lack them), then every file is read before anything is drawn: a bad
        // one fails with its own line and leaves no chart.
        ChartNatives.EnsureLoadable();
        string[] csvs = parse.GetValue(_csvs)!;
        SweepCsvRow[] rows = [.. csvs.SelectMany(SweepCsvReader.Read)];
        string path = parse.GetValue(_out)!;
        ChartBuilder.Save(SweepCsvChart.From(rows, parse.GetValue(_x), parse.GetValue(_title), parse.GetValue(_filter)), path);
        if (parse.GetValue(_json))
        {
            JsonReport.Write(console.Out, "chart", new ChartJsonReport(path, csvs, rows.Length), ReportJsonContext.Default.ChartJsonReport);
        }
        else
        {
            console.Out.WriteLine($"chart: {path}");
        }
        return ExitCodes.Success;
    }

    private static ChartXColumn? ParseColumn(ArgumentResult result)
    {
        string token = OptionParsers.Token(result);
        if (SweepCsvChart.ColumnNames.TryGetValue(token, out ChartXColumn column))
        {
            return column;
        }

        result.AddError($"unknown column '{token}' for --x: expected buffer_size, threads or file_size");
        return null;
    }

    private static Regex? ParseRegex(ArgumentResult result)
    {
        string token = OptionParsers.Token(result);
        try
        {
            return new Regex(token, RegexOptions.CultureInvariant, TimeSpan.FromSeconds(1));
        }
        catch (ArgumentException ex)
        {
            result.AddError($"invalid regular expression '{token}' for --filter: {ex.Message}");
            return null;
        }
    }
}

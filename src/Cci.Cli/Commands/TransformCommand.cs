using System.CommandLine;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Unsafe;

namespace Cci.Cli.Commands;

/// <summary>The main job: <c>cci [&lt;shift&gt; [&lt;input&gt; [&lt;output&gt;]]] [options]</c>.</summary>
internal sealed class TransformCommand
{
    /// <summary>The input or output that names standard input or output.</summary>
    private const string StandardStream = "-";

    /// <summary>What --transform takes: each <see cref="ShiftRule"/>, in lower case.</summary>
    private static readonly string[] TransformNames = [.. Enum.GetNames<ShiftRule>().Select(name => name.ToLowerInvariant())];

    private readonly StrategyArguments _strategy = new(ProcessingOptions.Default);

    // Where a run reads, writes and reports, and what stops it: set by AddTo, for the action (Run).
    private CliStreams _console = null!;
    private CancellationToken _cancel;

    // Three optional arguments, filled in order: when the first word is not an integer it is the input, and
    // Bind reads the words in order whatever argument they landed in.
    private readonly Argument<string> _shift = new("shift")
    {
        Description = "-255 to 255 (default 3; negative decrypts); omit it to start with the input",
        Arity = ArgumentArity.ZeroOrOne,
    };

    private readonly Argument<string> _input = new("input")
    {
        Description = $"File to read, or - for stdin (default {DefaultInput.Where}, generated when missing)",
        Arity = ArgumentArity.ZeroOrOne,
    };

    private readonly Argument<string> _output = new("output")
    {
        Description = "File to write, or - for stdout (default <input>.cci)",
        Arity = ArgumentArity.ZeroOrOne,
    };

    private readonly Option<string> _transform = new("--transform")
    {
        Description = "add (byte + shift, mod 256) or caesar (letters wrap within A-Z and a-z, digits within 0-9).",
        DefaultValueFactory = _ => "add",
        HelpName = "name",
    };

    private readonly Option<bool> _overwrite = new("--overwrite")
    {
        Description = "Write into an existing output in place (not atomic) instead of replacing it atomically.",
    };

    private readonly Option<bool> _sync = new("--sync")
    {
        Description = "Flush the output to disk before it replaces the old one.",
    };

    private readonly Option<bool> _quiet = CommonOptions.Quiet();

    private readonly Option<string> _report = new("--report")
    {
        Description = "text (the default), json (as --json) or none (no report: silent on success, as GNU tools are).",
        HelpName = "format",
    };

    /// <summary>Adds the transform to the root: its arguments and options, and the action of a run without a command.</summary>
    public void AddTo(Command root, CliStreams console, CancellationToken cancel)
    {
        _console = console;
        _cancel = cancel;
        root.SetAction(Run);
        root.Arguments.Add(_shift);
        root.Arguments.Add(_input);
        root.Arguments.Add(_output);
        _strategy.AddTo(root);
        root.Options.Add(_strategy.Json);
        root.Options.Add(_transform);
        root.Options.Add(_overwrite);
        root.Options.Add(_sync);
        root.Options.Add(_quiet);
        root.Options.Add(_report);
        _report.Validators.Add(result =>
        {
            string name = result.GetValueOrDefault<string>();
            if (!Enum.GetNames<ReportFormat>().Contains(name, StringComparer.OrdinalIgnoreCase))
            {
                result.AddError($"unknown report format '{name}': expected one of text, json, none");
            }
        });
        CompletionValues.Set(_report, () => [.. Enum.GetNames<ReportFormat>().Select(n => n.ToLowerInvariant())]);
        CompletionValues.Set(_transform, () => TransformNames);
        _transform.Validators.Add(result =>
        {
            string name = result.GetValueOrDefault<string>();
            if (!TransformNames.Contains(name, StringComparer.OrdinalIgnoreCase))
            {
                result.AddError($"unknown transform '{name}': expected one of {string.Join(", ", TransformNames)}");
            }
        });
    }

    private int Run(ParseResult parse)
    {
        CliStreams console = _console;
        (TransformArguments request, ShiftRule rule, ProcessingOptions options, OutputOptions output) = Bind(parse);
        if (request.Input == DefaultInput.FilePath)
        {
            DefaultInput.EnsureExists(console.Error, _cancel);
        }

        ProcessingReport report;
        (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, ProgressBar.Wanted(console.ErrorIsTerminal, parse.GetValue(_quiet)));
        using (bar)
        {
            options = options with { Progress = progress };
            output = output with { Notice = line => console.Error.WriteLine("cci: " + line) };
            // The library's shift, with "-" as the console's standard input or output.
            report = (request.Input == StandardStream, request.Output == StandardStream) switch
            {
                (true, true) => FileProcessor.Shift(console.StandardInput, console.StandardOutput, request.Shift, rule, options, _cancel),
                (true, false) => FileProcessor.Shift(console.StandardInput, request.Output, request.Shift, rule, options, output, _cancel),
                (false, true) => FileProcessor.Shift(request.Input, console.StandardOutput, request.Shift, rule, options, _cancel),
                (false, false) => FileProcessor.Shift(request.Input, request.Output, request.Shift, rule, options, output, _cancel),
            };
        }

        ReportFormat format = Format(parse);
        if (format != ReportFormat.None)
        {
            TextWriter reportWriter = request.Output == StandardStream || DevicePaths.NamesStandardOutput(request.Output) ? console.Error : console.Out;
            TransformReportWriter.Write(reportWriter, request, report, format == ReportFormat.Json);
        }

        return ExitCodes.Success;
    }

    /// <summary>--report's format; --json is --report json, and the two may not disagree.</summary>
    private ReportFormat Format(ParseResult parse)
    {
        bool json = parse.GetValue(_strategy.Json);
        if (parse.GetValue(_report) is not string name)
        {
            return json ? ReportFormat.Json : ReportFormat.Text;
        }

        ReportFormat format = Enum.Parse<ReportFormat>(name, ignoreCase: true);
        return !json || format == ReportFormat.Json
            ? format
            : throw new UsageException($"--json and --report {name} ask for different reports: give one");
    }

    private (TransformArguments Request, ShiftRule Rule, ProcessingOptions Options, OutputOptions Output) Bind(ParseResult parse)
    {
        IReadOnlyList<(string Value, bool AfterDoubleDash)> values =
            [.. PathArguments.Of(parse, _shift), .. PathArguments.Of(parse, _input), .. PathArguments.Of(parse, _output)];
        string[] positionals = [.. values.Select(v => v.Value)];
        int shift = 3;
        int next = 0;
        // The first argument is the shift when it is an integer, so "cci big.txt" and "cci -5 big.txt" both work.
        if (positionals.Length > 0 && ShiftText.Parse(positionals[0]) is int parsed)
        {
            shift = parsed;
            next = 1;
        }
        else if (positionals.Length > 0 && ShiftText.Mistyped(positionals[0], Exists) is string mistyped)
        {
            // "cci 3x f", "cci 1.5 f": a shift typed wrongly, not a missing file "3x" (a file of that name is the input).
            PathArguments.RejectOption(values[0]);
            throw new UsageException(mistyped);
        }

        // With three arguments the first must be the shift: "cci in.txt out.txt --bogus" is an unknown option, not a bad shift.
        bool shiftMissing = next == 0 && positionals.Length == 3;
        PathArguments.Check(values.Skip(shiftMissing ? 1 : next), "input", "output");
        if (shiftMissing)
        {
            PathArguments.RejectOption(values[0]);
            throw new UsageException($"invalid shift '{positionals[0]}': {ShiftText.Expected}");
        }

        if (shift is < -ShiftText.Max or > ShiftText.Max)
        {
            throw new UsageException($"shift {shift} is out of range: {ShiftText.Expected}");
        }

        string input = positionals.Length > next ? positionals[next] : DefaultInput.FilePath;
        string output = positionals.Length > next + 1
            ? positionals[next + 1]
            : input == StandardStream ? StandardStream : input + ".cci";
        // The validator has accepted the name: one of TransformNames, in any case.
        ShiftRule rule = Enum.Parse<ShiftRule>(parse.GetValue(_transform)!, ignoreCase: true);
        bool sync = parse.GetValue(_sync);
        ProcessingOptions options = _strategy.Bind(parse);
        var written = new OutputOptions { Mode = parse.GetValue(_overwrite) ? OutputMode.Overwrite : OutputMode.Atomic, Sync = sync };
        var request = new TransformArguments(shift, rule.ToString().ToLowerInvariant(), input, output, sync, options.ViewSize ?? ProcessingOptions.DefaultViewSize);
        return (request, rule, options, written);
    }

    private static bool Exists(string path) => File.Exists(path) || Directory.Exists(path);
}

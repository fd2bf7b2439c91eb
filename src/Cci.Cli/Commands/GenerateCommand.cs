using System.CommandLine;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Unsafe;

namespace Cci.Cli.Commands;

/// <summary><c>cci generate &lt;output&gt;</c>: deterministic test data of an exact size.</summary>
internal sealed class GenerateCommand
{
    /// <summary>The output that is standard output.</summary>
    private const string StandardOutput = "-";

    private readonly Command _command = new("generate", "Write test data of an exact size: seeded random printable text in lines, " +
        "or the article's \"All work and no play makes Jack a dull boy.\" lines. The same options always give the same bytes.");

    private readonly Argument<string> _output = new("output") { Description = "The file to write (replaced atomically; a device is written into), or - for standard output" };

    private readonly Option<long> _size = new("--size")
    {
        Description = "Bytes to write; K, M and G are powers of 1024, e.g. 10M.",
        DefaultValueFactory = _ => DefaultInput.Size,
        CustomParser = OptionParsers.NonNegativeLongSize,
        HelpName = "bytes",
    };

    // No default value: help would show the enum's name (Random), not the word typed; the description says it.
    private readonly Option<TextKind?> _kind = new("--kind")
    {
        Description = "random (seeded random printable text in lines; the default) or text (the article's \"All work and no play\" lines).",
        CustomParser = ParseKind,
        HelpName = "kind",
    };

    private readonly Option<ulong> _seed = new("--seed")
    {
        Description = "Seed of the random text (not used by --kind text).",
        DefaultValueFactory = _ => 1UL,
        CustomParser = OptionParsers.UnsignedLong,
        HelpName = "number",
    };

    private readonly Option<bool> _preallocate = new("--preallocate") { Description = "Reserve the full size on disk before writing." };

    private readonly Option<bool> _writeThrough = new("--write-through") { Description = "Open the output write-through: every write reaches the disk before it returns." };

    private readonly Option<bool> _quiet = CommonOptions.Quiet();

    // -b, -n and --json as every command words them (StrategyArguments), with generate's meaning and defaults.
    private readonly Option<int?> _bufferSize = new("--buffer-size", "-b")
    {
        Description = "Bytes made and written per block; K and M are powers of 1024.",
        DefaultValueFactory = _ => GenerationOptions.DefaultBlockSize,
        CustomParser = result => OptionParsers.PositiveSize(result),
        HelpName = "bytes",
    };

    private readonly Option<int?> _threads = new("--threads", "-n")
    {
        Description = "Blocks made and written at once; default: the processor count.",
        CustomParser = result => OptionParsers.PositiveInt(result),
        HelpName = "count",
    };

    private readonly Option<bool> _json = new("--json") { Description = "Print the report as one JSON object instead of text." };

    public GenerateCommand()
    {
        CompletionValues.Set(_kind, () => ["random", "text"]);
        _command.Arguments.Add(_output);
        _command.Options.Add(_size);
        _command.Options.Add(_kind);
        _command.Options.Add(_seed);
        _command.Options.Add(_preallocate);
        _command.Options.Add(_writeThrough);
        _command.Options.Add(_bufferSize);
        _command.Options.Add(_threads);
        _command.Options.Add(_json);
        _command.Options.Add(_quiet);
    }

    public void AddTo(Command root, CliStreams console, CancellationToken cancel)
    {
        _command.SetAction(parse => Run(parse, console, cancel));
        root.Subcommands.Add(_command);
    }

    private static TextKind? ParseKind(System.CommandLine.Parsing.ArgumentResult result) =>
        OptionParsers.Name<TextKind>(result, token => $"unknown kind '{token}': expected random or text");

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        PathArguments.Check(PathArguments.Of(parse, _output), "output");
        string output = parse.GetValue(_output)!;
        TextKind kind = parse.GetValue(_kind) ?? TextKind.Random;
        var options = new GenerationOptions
        {
            Text = kind == TextKind.Text ? GeneratedText.AllWorkAndNoPlay : GeneratedText.Random,
            Seed = parse.GetValue(_seed),
            Preallocate = parse.GetValue(_preallocate),
            WriteThrough = parse.GetValue(_writeThrough),
        };
        ProcessingReport done;
        (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, ProgressBar.Wanted(console.ErrorIsTerminal, parse.GetValue(_quiet)));
        using (bar)
        {
            options = options with
            {
                BlockSize = parse.GetValue(_bufferSize) ?? GenerationOptions.DefaultBlockSize,
                Workers = parse.GetValue(_threads) ?? Environment.ProcessorCount,
                Progress = progress,
            };
            long size = parse.GetValue(_size);
            // --preallocate and --write-through lay out a file; standard output is written in order without them.
            done = output == StandardOutput
                ? FileProcessor.Generate(console.StandardOutput, size, options with { Preallocate = false, WriteThrough = false }, cancel)
                : FileProcessor.Generate(output, size, options, new OutputOptions { Notice = line => console.Error.WriteLine("cci: " + line) }, cancel);
        }

        var report = new GenerateReport(
            output, kind, done.Bytes, options.Seed, options.Preallocate, options.WriteThrough, done.StripeSize, done.Workers, done.Blocks,
            done.Elapsed.TotalSeconds, done.Note);
        TextWriter reportWriter = output == StandardOutput || DevicePaths.NamesStandardOutput(output) ? console.Error : console.Out;
        GenerateReportWriter.Write(reportWriter, report, parse.GetValue(_json));
        return ExitCodes.Success;
    }
}

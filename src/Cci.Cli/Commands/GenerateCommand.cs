using System.CommandLine;
using Cci.Cli.Parsing;
using Cci.Core.Engine;
using Cci.Cli.Reporting;
using Cci.Core.Files;
using Cci.Core.Generate;
using Cci.Core.Transforms;

namespace Cci.Cli.Commands;

/// <summary><c>cci generate &lt;output&gt;</c>: deterministic test data of an exact size.</summary>
internal sealed class GenerateCommand
{
    private readonly Command _command = new("generate", "Write test data of an exact size: seeded random printable text in lines, " +
        "or the article's \"All work and no play makes Jack a dull boy.\" lines. The same options always give the same bytes.");

    private readonly Argument<string> _output = new("output") { Description = "The file to write (replaced atomically; a device is written into), or - for standard output" };

    private readonly Option<long> _size = new("--size")
    {
        Description = "Bytes to write; K, M and G are powers of 1024, e.g. 10M.",
        DefaultValueFactory = _ => GenerateOptions.DefaultSize,
        CustomParser = OptionParsers.NonNegativeLongSize,
        HelpName = "bytes",
    };

    private readonly Option<TextKind> _kind = new("--kind")
    {
        Description = "random (seeded random printable text in lines) or text (the article's \"All work and no play\" lines).",
        DefaultValueFactory = _ => TextKind.Random,
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

    private readonly StrategyArguments _strategy = new(new StrategyOptions { BufferSize = GenerateOptions.DefaultBufferSize, Threads = Environment.ProcessorCount });

    public GenerateCommand()
    {
        _strategy.BufferSize.Description = "Bytes made and written per block; K and M are powers of 1024.";
        _strategy.Threads.Description = "Blocks made and written at once; default: the processor count.";
        _command.Arguments.Add(_output);
        _command.Options.Add(_size);
        _command.Options.Add(_kind);
        _command.Options.Add(_seed);
        _command.Options.Add(_preallocate);
        _command.Options.Add(_writeThrough);
        _command.Options.Add(_strategy.BufferSize);
        _command.Options.Add(_strategy.Threads);
        _command.Options.Add(_strategy.Json);
        _command.Options.Add(_quiet);
    }

    public void AddTo(RootCommand root, CliStreams console, CancellationToken cancel)
    {
        _command.SetAction(parse => Run(parse, console, cancel));
        root.Subcommands.Add(_command);
    }

    private static TextKind ParseKind(System.CommandLine.Parsing.ArgumentResult result) =>
        OptionParsers.Name<TextKind>(result, token => $"unknown kind '{token}': expected random or text") ?? default;

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        PathArguments.Check(PathArguments.Of(parse, _output), "output");
        GenerateReport report;
        (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, ProgressBar.Wanted(console.ErrorIsTerminal, parse.GetValue(_quiet)));
        using (bar)
        {
            report = GenerateJob.Run(
            new GenerateOptions
            {
                Output = parse.GetValue(_output)!,
                Size = parse.GetValue(_size),
                Kind = parse.GetValue(_kind),
                Seed = parse.GetValue(_seed),
                Preallocate = parse.GetValue(_preallocate),
                WriteThrough = parse.GetValue(_writeThrough),
                BufferSize = parse.GetValue(_strategy.BufferSize) ?? GenerateOptions.DefaultBufferSize,
                Threads = parse.GetValue(_strategy.Threads) ?? Environment.ProcessorCount,
                Notice = line => console.Error.WriteLine("cci: " + line),
            },
            console.StandardOutput,
            progress,
            cancel);
        }

        TextWriter reportWriter = report.Output == GenerateOptions.StandardOutput || OutputDestination.NamesStandardOutput(report.Output) ? console.Error : console.Out;
        GenerateReportWriter.Write(reportWriter, report, parse.GetValue(_strategy.Json));
        return ExitCodes.Success;
    }
}

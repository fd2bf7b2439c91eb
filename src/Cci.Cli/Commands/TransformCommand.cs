using System.CommandLine;
using System.Globalization;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core;
using Cci.Core.Generate;
using Cci.Core.Engine;
using Cci.Core.Transforms;

namespace Cci.Cli.Commands;

/// <summary>The main job: <c>cci [&lt;shift&gt; [&lt;input&gt; [&lt;output&gt;]]] [options]</c>.</summary>
internal sealed class TransformCommand
{
    private const int MaxShift = 255;

    private readonly StrategyArguments _strategy = new(TransformOptions.DefaultStrategy);

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

    /// <summary>Adds the transform to the root: its arguments and options, and the action of a run without a command.</summary>
    public void AddTo(RootCommand root, CliStreams console, CancellationToken cancel)
    {
        root.SetAction(parse => Run(parse, console, cancel));
        root.Arguments.Add(_shift);
        root.Arguments.Add(_input);
        root.Arguments.Add(_output);
        _strategy.AddTo(root);
        root.Options.Add(_strategy.Json);
        root.Options.Add(_transform);
        root.Options.Add(_overwrite);
        root.Options.Add(_sync);
        root.Options.Add(_quiet);
        _transform.Validators.Add(result =>
        {
            string name = result.GetValueOrDefault<string>();
            if (!TransformCatalog.Names.Contains(name, StringComparer.OrdinalIgnoreCase))
            {
                result.AddError($"unknown transform '{name}': expected one of {string.Join(", ", TransformCatalog.Names)}");
            }
        });
    }

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        TransformOptions options = Bind(parse) with { Notice = line => console.Error.WriteLine("cci: " + line) };
        if (options.Input == DefaultInput.FilePath && !File.Exists(DefaultInput.FilePath))
        {
            // Where it cannot go, one line says why, without announcing a generation that cannot happen.
            DefaultInput.MakeDirectory(DefaultInput.FilePath);
            console.Error.WriteLine($"cci: {DefaultInput.Announcement}");
            DefaultInput.Create(DefaultInput.FilePath, DefaultInput.Size, DefaultInput.Seed);
        }

        TransformReport report;
        (ProcessingProgress? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, ProgressBar.Wanted(console.ErrorIsTerminal, parse.GetValue(_quiet)));
        using (bar)
        {
            report = TransformJob.Run(options, console.StandardInput, console.StandardOutput, progress, cancel);
        }

        TextWriter reportWriter = options.Output == TransformOptions.StandardStream || OutputDestination.NamesStandardOutput(options.Output) ? console.Error : console.Out;
        TransformReportWriter.Write(reportWriter, report, parse.GetValue(_strategy.Json));
        return ExitCodes.Success;
    }

    private TransformOptions Bind(ParseResult parse)
    {
        IReadOnlyList<(string Value, bool AfterDoubleDash)> values =
            [.. PathArguments.Of(parse, _shift), .. PathArguments.Of(parse, _input), .. PathArguments.Of(parse, _output)];
        string[] positionals = [.. values.Select(v => v.Value)];
        int shift = 3;
        int next = 0;
        // The first argument is the shift when it is an integer, so "cci big.txt" and "cci -5 big.txt" both work.
        if (positionals.Length > 0 && int.TryParse(positionals[0], NumberStyles.AllowLeadingSign, CultureInfo.InvariantCulture, out int parsed))
        {
            shift = parsed;
            next = 1;
        }

        // With three arguments the first must be the shift: "cci in.txt out.txt --bogus" is an unknown option, not a bad shift.
        bool shiftMissing = next == 0 && positionals.Length == 3;
        PathArguments.Check(values.Skip(shiftMissing ? 1 : next), "input", "output");
        if (shiftMissing)
        {
            PathArguments.RejectOption(values[0]);
            throw new UsageException($"invalid shift '{positionals[0]}': expected an integer from -{MaxShift} to {MaxShift}");
        }

        if (shift is < -MaxShift or > MaxShift)
        {
            throw new UsageException($"shift {shift} is out of range: expected an integer from -{MaxShift} to {MaxShift}");
        }

        string input = positionals.Length > next ? positionals[next] : DefaultInput.FilePath;
        string output = positionals.Length > next + 1
            ? positionals[next + 1]
            : input == TransformOptions.StandardStream ? TransformOptions.StandardStream : input + ".cci";
        return new TransformOptions
        {
            Input = input,
            Output = output,
            Shift = shift,
            Transform = parse.GetValue(_transform)!,
            Strategy = _strategy.Bind(parse),
            Overwrite = parse.GetValue(_overwrite),
            Sync = parse.GetValue(_sync),
        };
    }
}

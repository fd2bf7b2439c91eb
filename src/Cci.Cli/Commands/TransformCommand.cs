using System.CommandLine;
using System.Globalization;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Core.Access;
using Cci.Core.Files;
using Cci.Core;
using Cci.Core.Generate;
using Cci.Core.Jobs;
using Cci.Core.Transforms;

namespace Cci.Cli.Commands;

/// <summary>The main job: <c>cci [&lt;shift&gt;] [&lt;input&gt;] [&lt;output&gt;] [options]</c>.</summary>
internal sealed class TransformCommand
{
    private const int MaxShift = 255;

    private readonly StrategyArguments _strategy = new(TransformOptions.DefaultStrategy);

    private readonly Argument<string[]> _positionals = new("shift input output")
    {
        Description = "[<shift>] [<input>] [<output>]: shift −255..255 (default 3; negative decrypts), input file or - for stdin " +
            $"(default {DefaultInput.Where}, generated when missing), output file or - for stdout (default <input>.cci)",
        Arity = new ArgumentArity(0, 3),
    };

    private readonly Option<string> _transform = new("--transform")
    {
        Description = "add (byte + shift mod 256) or caesar (letters wrap within A–Z / a–z, digits within 0–9). Example: --transform caesar",
        DefaultValueFactory = _ => "add",
        HelpName = "name",
    };

    private readonly Option<bool> _overwrite = new("--overwrite")
    {
        Description = "Write into an existing output in place (fast, not atomic) instead of replacing it atomically. Default: off. Example: --overwrite",
    };

    private readonly Option<bool> _sync = new("--sync")
    {
        Description = "Flush the output to disk before it replaces the old one. Default: off. Example: --sync",
    };

    private readonly Option<bool> _quiet = new("--quiet", "-q")
    {
        Description = "No progress bar (one is drawn on stderr for runs over about 2 s when stderr is a terminal). Default: off. Example: -q",
    };

    public void AddTo(RootCommand root)
    {
        root.Arguments.Add(_positionals);
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

    /// <summary>Leaves the transform's positional arguments out of help (a subcommand's help shows only its own).</summary>
    public void HideArguments() => _positionals.Hidden = true;

    public int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        TransformOptions options = Bind(parse) with { Notice = line => console.Error.WriteLine("cci: " + line) };
        if (options.Input == DefaultInput.Path && !File.Exists(DefaultInput.Path))
        {
            // Where it cannot go, one line says why, without announcing a generation that cannot happen.
            DefaultInput.MakeDirectory(DefaultInput.Path);
            console.Error.WriteLine($"cci: {DefaultInput.Announcement}");
            DefaultInput.Create(DefaultInput.Path, DefaultInput.Size, DefaultInput.Seed);
        }

        TransformReport report;
        (ProgressCounter? progress, ProgressBar? bar) = ProgressBar.Start(console.Error, console.ErrorIsTerminal && !parse.GetValue(_quiet));
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
        IReadOnlyList<(string Value, bool AfterDoubleDash)> values = PathArguments.Of(parse, _positionals);
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
            throw new CciException($"invalid shift '{positionals[0]}': expected an integer from -{MaxShift} to {MaxShift}");
        }

        if (shift is < -MaxShift or > MaxShift)
        {
            throw new CciException($"shift {shift} is out of range: expected an integer from -{MaxShift} to {MaxShift}");
        }

        string input = positionals.Length > next ? positionals[next] : DefaultInput.Path;
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

using System.CommandLine;
using Cci.Cli.Charting;
using Cci.Cli.Completion;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Cli.Sweep;
using Cci.Unsafe;

namespace Cci.Cli.Commands.Sweep;

/// <summary>
/// <c>cci sweep [&lt;input&gt;]</c>, <c>cci sweep compare &lt;file1&gt; &lt;file2&gt;</c> and <c>cci sweep wc &lt;files&gt;...</c>:
/// times a job over a grid of strategies and sizes, prints a table, writes CSV and a chart. One class for the three:
/// what is timed is the only difference (<see cref="SweepTarget"/>), so every access, threading method and kernel appears in each.
/// </summary>
internal sealed class SweepCommand
{
    private readonly SweepTarget _target;

    private SweepCommand(SweepTarget target)
    {
        _target = target;
        _inputs = target.CreateInputs();
    }

    /// <summary>Adds the <c>sweep</c> command (the transform's sweep), with <c>compare</c> and <c>wc</c> beneath it.</summary>
    public static void AddTo(Command root, CliStreams console, CancellationToken cancel)
    {
        Command sweep = new SweepCommand(new TransformSweepTarget()).Build(console, cancel);
        sweep.Subcommands.Add(new SweepCommand(new CompareSweepTarget()).Build(console, cancel));
        sweep.Subcommands.Add(new SweepCommand(new CountSweepTarget()).Build(console, cancel));
        root.Subcommands.Add(sweep);
    }

    /// <summary>With --file-sizes the x axis is the file size, so buffer and threads default to one near-optimal value each.</summary>
    private const int FileSizeSweepBuffer = 1 << 20;

    private readonly Argument<string[]> _inputs;

    private readonly Option<IReadOnlyList<AccessMethod>> _access = new("--access", "-a")
    {
        Description = "Access methods: all (" + string.Join(", ", StrategyFacts.SweptByAll) + "; the io_uring ones only where the kernel allows io_uring), or a comma-separated list of those or " +
            StrategyArguments.ViewAccessorHelp + ". Default: FileStream,MemoryMapped.",
        CustomParser = ListParsers.Access,
        HelpName = "list",
    };

    private readonly Option<IReadOnlyList<ThreadingChoice>> _threading = new("--threading", "-t")
    {
        Description = "Threading methods: all (the default), or a comma-separated list of " + string.Join(", ", StrategyFacts.NamedThreading) + ", each optionally with Fast, e.g. NoneFast,ThreadPoolFast.",
        CustomParser = ListParsers.Threading,
        HelpName = "list",
    };

    private readonly Option<IReadOnlyList<int>> _bufferSizes = new("--buffer-sizes", "-b")
    {
        Description = "Buffer (stripe) sizes; K and M are powers of 1024. Default: 512,1K,2K,...,1M (1M with --file-sizes).",
        CustomParser = ListParsers.Sizes,
        HelpName = "list",
    };

    private readonly Option<IReadOnlyList<int>> _threads = new("--threads", "-n")
    {
        Description = "Thread counts. Default: 1 to the processor count, and twice it (the processor count with --file-sizes).",
        CustomParser = ListParsers.Counts,
        HelpName = "list",
    };

    private readonly Option<int> _runs = new("--runs")
    {
        Description = "Timed runs per cell, after one warm-up run.",
        DefaultValueFactory = _ => 5,
        CustomParser = OptionParsers.PositiveInt,
        HelpName = "count",
    };

    private readonly Option<bool> _overwrite = new("--overwrite")
    {
        Description = "Time the transform writing into its existing output in place, as cci --overwrite does, instead of replacing it atomically.",
    };

    private readonly Option<bool> _cold = new("--cold")
    {
        Description = "Time cold runs: the inputs and the last output are evicted from the page cache before every run (untimed). Linux only.",
    };

    private readonly Option<IReadOnlyList<long>> _fileSizes = new("--file-sizes")
    {
        Description = "Instead of the input, generate random-text files of these sizes (K, M, G) and chart time against file size.",
        CustomParser = ListParsers.FileSizes,
        HelpName = "list",
    };

    private readonly Option<string> _csv = new("--csv")
    {
        Description = "Write every timed run as one CSV row, every parameter in its own column.",
        HelpName = "file",
    };

    private readonly Option<string> _chart = new("--chart")
    {
        Description = "Draw the medians as a chart, PNG or SVG by extension.",
        HelpName = "file",
    };

    private readonly Option<bool> _quiet = new("--quiet", "-q")
    {
        Description = "Print nothing on stderr before and while the sweep runs: no estimate, no line per round.",
    };

    private readonly Option<bool> _json = CommonOptions.Json("Print the result as one JSON object instead of the table (and the csv: and chart: lines).");

    private Command Build(CliStreams console, CancellationToken cancel)
    {
        var command = new Command(_target.Name, _target.Description);
        CompletionValues.Set(_access, () => ["all", .. CompletionValues.Names(StrategyFacts.NamedAccess)]);
        CompletionValues.Set(_threading, () => ["all", .. CompletionValues.Threading().Where(name => name != nameof(ThreadingMethod.Auto))]);
        command.Arguments.Add(_inputs);
        foreach (Option option in new Option[] { _access, _threading, _bufferSizes, _threads, _runs, _overwrite, _cold, _fileSizes, _csv, _chart, _json, _quiet })
        {
            if (option != _overwrite || _target.WritesOutput)
            {
                command.Options.Add(option);
            }
        }

        _inputs.Validators.Add(result =>
        {
            foreach (System.CommandLine.Parsing.Token token in result.Tokens)
            {
                if (token.Value is { Length: > 1 } && token.Value[0] == '-')
                {
                    result.AddError($"unknown option '{token.Value}'");
                }
            }
        });
        _chart.Validators.Add(result =>
        {
            string? path = result.GetValueOrDefault<string>();
            if (path is not null && ChartBuilder.ExtensionError(path) is string error)
            {
                result.AddError(error);
            }
        });
        command.SetAction(parse => Run(parse, console, cancel));
        return command;
    }

    /// <summary>The strategies of a grid: every -a with every -t (FileStream and MemoryMapped, every threading, when not given), less those that run as another.</summary>
    internal static IReadOnlyList<SweepStrategy> Strategies(IReadOnlyList<AccessMethod>? access, IReadOnlyList<ThreadingChoice>? threading) =>
        [.. from method in access ?? [AccessMethod.FileStream, AccessMethod.MemoryMapped]
            from choice in threading ?? ListParsers.AllThreading
            let strategy = new SweepStrategy(method, choice.Method, choice.WidestKernel ? KernelMethod.Fast : KernelMethod.Scalar)
            where !strategy.RunsAsAnother
            select strategy];

    private int Run(ParseResult parse, CliStreams console, CancellationToken cancel)
    {
        SweepArguments arguments = Bind(parse);
        var output = new SweepOutput(console, arguments);
        SweepResult result = SweepSession.Run(arguments, () => OpenInputs(arguments, output, console, cancel), _target.CreateJob(arguments.Grid), output, cancel);
        return output.Finish(result, cancel);
    }

    /// <summary>
    /// The sweep's arguments, every place it writes checked first: the scratch folder's (a TMPDIR that is not a directory stops
    /// it), cold runs' eviction, the CSV's and the chart's (and the chart libraries), so a bad path fails at once instead of after the whole sweep.
    /// </summary>
    private SweepArguments Bind(ParseResult parse)
    {
        SystemTemp.Directory();
        IReadOnlyList<long> fileSizes = parse.GetValue(_fileSizes) ?? [];
        bool bySize = fileSizes.Count > 0;
        var grid = new SweepGrid
        {
            Strategies = Strategies(parse.GetValue(_access), parse.GetValue(_threading)),
            BufferSizes = parse.GetValue(_bufferSizes) ?? (bySize ? [FileSizeSweepBuffer] : SweepGrid.DefaultBufferSizes),
            ThreadCounts = parse.GetValue(_threads) ?? (bySize ? [Environment.ProcessorCount] : SweepGrid.DefaultThreadCounts(Environment.ProcessorCount)),
            Overwrite = parse.GetValue(_overwrite),
            Cold = parse.GetValue(_cold),
        };
        if (grid.Cold)
        {
            // Before any file is written or generated: a platform without eviction is one line at once.
            ColdStart.EnsureSupported();
        }

        var arguments = new SweepArguments(grid, parse.GetValue(_runs))
        {
            Paths = parse.GetValue(_inputs) ?? [],
            FileSizes = fileSizes,
            Csv = parse.GetValue(_csv),
            Chart = parse.GetValue(_chart),
            Json = parse.GetValue(_json),
            Quiet = parse.GetValue(_quiet),
        };
        foreach (string? path in new[] { arguments.Csv, arguments.Chart })
        {
            if (path is "")
            {
                throw new UsageException("empty file name given for --csv or --chart");
            }

            if (path is not null)
            {
                FileProcessor.CheckOutput(path);
            }
        }

        if (arguments.Chart is not null)
        {
            // Before the first run: a cci copied without its chart libraries would otherwise fail only after the whole sweep.
            ChartNatives.EnsureLoadable();
        }

        return arguments;
    }

    /// <summary>The files to sweep: generated ones of --file-sizes (deleted afterwards), or those named (the default input where none are).</summary>
    private SweepInputs OpenInputs(SweepArguments arguments, SweepOutput output, CliStreams console, CancellationToken cancel)
    {
        if (!arguments.BySize)
        {
            return _target.Existing([.. arguments.Paths], console, cancel);
        }

        output.Generating(arguments.FileSizes.Count);
        return SweepInputs.Generate(arguments.FileSizes, DefaultInput.Seed, copies: _target.CopiesPerSize, cancel);
    }
}

using System.CommandLine;
using System.CommandLine.Help;
using Cci.Cli.Commands;
using Cci.Cli.Commands.Sweep;
using Cci.Cli.Help;
using Cci.Cli.Parsing;
using Cci.Cli.Reporting;
using Cci.Unsafe;

namespace Cci.Cli;

/// <summary>Builds the command tree, parses, runs, and turns every failure into one line on stderr and an exit code.</summary>
internal static class CliApplication
{
    /// <summary>Help's width when standard output is not a terminal.</summary>
    public const int DefaultHelpWidth = 80;

    /// <summary>
    /// The commands beneath the root (the transform is the root's own), in help's order, each added the one way. A run of a
    /// command built alone builds it alone beside the root: the sweep's, the chart's (and their chart library) and the others
    /// are not built for it.
    /// </summary>
    private static readonly Subcommand[] Subcommands =
    [
        new("compare", BuiltAlone: true, WritesNoFile: true, (root, console, cancel) => new CompareCommand().AddTo(root, console, cancel)),
        new("wc", BuiltAlone: true, WritesNoFile: true, (root, console, cancel) => new WcCommand().AddTo(root, console, cancel)),
        new("generate", BuiltAlone: true, WritesNoFile: false, (root, console, cancel) => new GenerateCommand().AddTo(root, console, cancel)),
        new("sweep", BuiltAlone: false, WritesNoFile: false, SweepCommand.AddTo),
        new("chart", BuiltAlone: false, WritesNoFile: false, (root, console, _) => new ChartCommand().AddTo(root, console)),
        new("completion", BuiltAlone: false, WritesNoFile: false, (root, console, _) => new CompletionCommand().AddTo(root, console)),
        new("help", BuiltAlone: false, WritesNoFile: false, (root, console, _) => new HelpCommand().AddTo(root, console)),
        new("version", BuiltAlone: false, WritesNoFile: false, (root, console, _) => new VersionCommand(console).AddTo(root)),
    ];

    public static int Run(string[] args, CliStreams console) => Run(args, console, out _);

    /// <summary>
    /// Runs <paramref name="args"/>; <paramref name="endedBy"/> is the signal that stopped the command, when one did (the exit
    /// code is then 128 + its number), for the process to end itself by (<see cref="StopSignals.EndProcessBy"/>).
    /// </summary>
    public static int Run(string[] args, CliStreams console, out StopSignal? endedBy)
    {
        endedBy = null;
        args = RawArguments.Restore(args);
        string command = JsonFailure.CommandOf(args, Subcommands.Select(c => c.Name));
        var standardOutput = new StandardOutputCheck();
        console = standardOutput.Watch(console);

        // With --json a failure is a JSON object too, where the report would have gone, beside its one line on stderr.
        CliStreams given = console;
        JsonFailure.Recorder? output = null;
        JsonFailure.Recorder? error = null;
        if (JsonFailure.Asked(args))
        {
            output = new JsonFailure.Recorder(given.Out);
            error = new JsonFailure.Recorder(given.Error);
            console = given with { Out = output, Error = error };
        }

        int code;
        if (AnswerBeforeCommands(args, console) is int answered)
        {
            code = answered;
        }
        else
        {
            bool writesNoFile = args.Length > 0 && Subcommands.Any(c => c.WritesNoFile && c.Name == args[0]);
            using var signals = new SignalCancellation(console.Error, catches: !writesNoFile);
            var configuration = new InvocationConfiguration
            {
                Output = console.Out,
                Error = console.Error,
                EnableDefaultExceptionHandler = false,
            };
            if (Parse(args, console, signals.Token, out code) is ParseResult parse)
            {
                try
                {
                    code = parse.Action is HelpAction ? HelpLayout.Write(parse, console.Out, console.Error) : parse.Invoke(configuration);
                }
                catch (Exception) when (signals.Ending)
                {
                    // A command the signal's deadline overtook, failing on a temporary file removed under it: the deadline's
                    // thread says the one line and ends the process (leaving the using block waits for it).
                    code = signals.ExitCode ?? ExitCodes.Trouble;
                }
                catch (UsageException ex)
                {
                    console.Error.WriteLine(UsageError.Line(parse.CommandResult.Command, OneLine(ex.Message)));
                    code = ExitCodes.Trouble;
                }
                catch (Exception ex) when (IsBrokenPipe(ex))
                {
                    // As a GNU tool killed by SIGPIPE: nothing more to say to a reader that has gone.
                    code = ExitCodes.BrokenPipe;
                }
                catch (Exception ex) when (standardOutput.Caused(ex))
                {
                    // A job stopped by its failed write to standard output: said once, below, as every other write error.
                    code = ExitCodes.Trouble;
                }
                catch (OperationCanceledException ex) when (signals.ExitCode is int signalled)
                {
                    signals.Finish();
                    // A job that writes says what the interruption left in its output; the others wrote nothing.
                    SignalCancellation.TryWriteLine(console.Error, $"cci: {signals.Words}; {(ex as OutputInterruptedException)?.Outcome ?? "nothing was left half-written"}");
                    code = signalled;
                    endedBy = signals.Signal;
                }
                // User input is validated where it is parsed, so an ArgumentException here is a bug: it keeps its stack trace.
                catch (Exception ex) when (ex is CliException or IOException or UnauthorizedAccessException)
                {
                    signals.Finish();
                    console.Error.WriteLine($"cci: {OneLine(ex.Message)}");
                    code = ExitCodes.Trouble;
                }
            }
        }

        bool failed = code is not (ExitCodes.Success or ExitCodes.Different or ExitCodes.BrokenPipe);
        if (command == "wc" && code == ExitCodes.Trouble)
        {
            // GNU wc has one failure code: a usage error (an unknown option, an extra operand) exits 1, as a file not counted does.
            code = ExitCodes.Different;
        }

        if (output is not null && error is not null)
        {
            if (failed && !output.Written && error.Error is string line)
            {
                // The transform and generate report on stderr when they write standard output, and so fail there too.
                bool dataOnStandardOutput = command is "transform" or "generate" && args.TakeWhile(a => a != "--").Contains("-");
                JsonFailure.Write(dataOnStandardOutput ? given.Error : given.Out, command, line, code);
            }
        }

        return endedBy is null ? standardOutput.Close(command, given, code) : code;
    }

    /// <summary>The exit code where the arguments are answered before any command is built (none at all, the version); else null.</summary>
    private static int? AnswerBeforeCommands(string[] args, CliStreams console)
    {
        // Nothing at all asked: a short usage, as rg and hyperfine give, rather than 640 MB made and transformed unasked.
        if (args.Length == 0)
        {
            console.Error.Write(BareUsage.Text);
            return ExitCodes.Trouble;
        }

        // The version needs no command: it answers before any is built.
        if (args is ["--version"] or ["version"] or ["--version", "--json"] or ["--json", "--version"])
        {
            VersionText.Write(console.Out, json: args.Length > 1);
            return ExitCodes.Success;
        }

        return null;
    }

    /// <summary>
    /// Builds the command tree and parses <paramref name="args"/> into the run to invoke; null, with <paramref name="code"/>
    /// set, when the arguments are answered here (a usage error, the version).
    /// </summary>
    private static ParseResult? Parse(string[] args, CliStreams console, CancellationToken cancel, out int code)
    {
        code = ExitCodes.Trouble;
        string? only = args.Length > 0 && Subcommands.Any(c => c.BuiltAlone && c.Name == args[0]) ? args[0] : null;
        Command root = NewRoot(RootCommand.ExecutableName, "cci: fast sequential file processing. Without a command, adds a shift to " +
            "every byte of a file with the strategy chosen and reports every parameter and the time taken.");
        new TransformCommand().AddTo(root, console, cancel);
        VersionCommand.AnswerVersionOption(root, console);
        foreach (Subcommand command in Subcommands.Where(c => only is null || c.Name == only))
        {
            command.AddTo(root, console, cancel);
        }

        HelpLayout.Apply(root, HelpWidth(console));
        VersionCommand.AnswerVersionOptionEverywhere(root);

        if (UnknownCommand.Find(args, root) is string word)
        {
            console.Error.WriteLine(UsageError.Line(root, UnknownCommand.Message(word, root.Subcommands.Select(c => c.Name))));
            return null;
        }

        if (HelpCommand.AsHelpOption(args, root) is { } asked)
        {
            if (asked.Error is string error)
            {
                console.Error.WriteLine(UsageError.Line(root, error));
                return null;
            }

            args = asked.Args!;
        }

        GnuArguments words = GnuOptions.Apply(args, root);
        if (words.Error is string refused)
        {
            console.Error.WriteLine(UsageError.Line(words.Command, refused));
            return null;
        }

        if (words.Version)
        {
            VersionText.Write(console.Out, JsonFailure.Asked(args));
            code = ExitCodes.Success;
            return null;
        }

        ParseResult parse = root.Parse(words.Args);
        if (parse.Errors.Count > 0)
        {
            console.Error.WriteLine(UsageError.Line(parse.CommandResult.Command, UsageError.Describe(parse)));
            return null;
        }

        return parse;
    }

    /// <summary>The terminal's width when standard output is one (at least 40 columns), else <see cref="DefaultHelpWidth"/>.</summary>
    private static int HelpWidth(CliStreams console)
    {
        if (!console.OutIsTerminal)
        {
            return DefaultHelpWidth;
        }

        try
        {
            return Console.WindowWidth is int width and > 0 ? Math.Max(40, width) : DefaultHelpWidth;
        }
        catch (IOException)
        {
            return DefaultHelpWidth;
        }
    }

    /// <summary>Whether <paramref name="exception"/>, or one it holds, is a write to a pipe whose reader has gone (EPIPE).</summary>
    private static bool IsBrokenPipe(Exception? exception) => exception switch
    {
        null => false,
        IOException io when StandardStreams.IsBrokenPipe(io) => true,
        AggregateException aggregate => aggregate.InnerExceptions.Any(IsBrokenPipe),
        _ => IsBrokenPipe(exception.InnerException),
    };

    private static string OneLine(string message) => message.ReplaceLineEndings(" ").Trim();

    /// <summary>
    /// A command beneath the root: its name, whether a run of it builds it alone, whether it writes no file (then it catches
    /// no signal: see <see cref="SignalCancellation"/>), and what adds it (its arguments, options and action).
    /// </summary>
    /// <summary>
    /// The tree's root: a RootCommand (which System.CommandLine names by the executable as called, and which takes the
    /// [suggest] directive of completion), but a plain command named cci where that name is one of cci's own commands:
    /// the NativeAOT binary called through a link named wc is named wc, and a root beside a command of its own name is
    /// refused at the first parse ("An item with the same key has already been added").
    /// </summary>
    internal static Command NewRoot(string executableName, string description) =>
        Subcommands.Any(c => c.Name == executableName)
            ? new Command("cci", description) { new HelpOption(), new VersionOption() }
            : new RootCommand(description);

    private sealed record Subcommand(string Name, bool BuiltAlone, bool WritesNoFile, Action<Command, CliStreams, CancellationToken> AddTo);
}

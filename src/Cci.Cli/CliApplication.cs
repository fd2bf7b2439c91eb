using System.CommandLine;
using System.CommandLine.Help;
using Cci.Cli.Commands;
using Cci.Cli.Commands.Sweep;
using Cci.Cli.Help;
using Cci.Cli.Parsing;
using Cci.Core;
using Cci.Core.Files;

namespace Cci.Cli;

/// <summary>Builds the command tree, parses, runs, and turns every failure into one line on stderr and an exit code.</summary>
internal static class CliApplication
{
    /// <summary>Help's width when standard output is not a terminal.</summary>
    public const int DefaultHelpWidth = 80;

    public static int Run(string[] args, CliStreams console)
    {
        if (RawArguments.FindNotUtf8(args) is string notUtf8)
        {
            console.Error.WriteLine($"cci: file names that are not valid UTF-8 are not supported: '{notUtf8}'");
            return ExitCodes.Trouble;
        }

        // The version needs no command: it answers before any is built.
        if (args is ["--version"] or ["version"])
        {
            console.Out.WriteLine(VersionText.Current);
            return ExitCodes.Success;
        }

        // A run of compare, wc or generate builds that command alone beside the root: the sweep's, the chart's (and their
        // chart library) and the others are not built for it.
        string? only = args.Length > 0 && args[0] is "compare" or "wc" or "generate" ? args[0] : null;
        using var signals = new SignalCancellation(console.Error);
        var configuration = new InvocationConfiguration
        {
            Output = console.Out,
            Error = console.Error,
            EnableDefaultExceptionHandler = false,
        };
        var transform = new TransformCommand();
        var root = new RootCommand("cci: fast sequential file processing. Without a command, adds a shift to every byte of a file " +
            "with the strategy chosen and reports every parameter and the time taken.");
        transform.AddTo(root);
        root.SetAction(parse => transform.Run(parse, console, signals.Token));
        if (only is null or "compare")
        {
            new CompareCommand().AddTo(root, console, signals.Token);
        }

        if (only is null or "wc")
        {
            new WcCommand().AddTo(root, console, signals.Token);
        }

        if (only is null or "generate")
        {
            new GenerateCommand().AddTo(root, console, signals.Token);
        }

        if (only is null)
        {
            root.Subcommands.Add(SweepCommand.Create(console, signals.Token));
            new ChartCommand().AddTo(root, console);
            new CompletionCommand().AddTo(root, console);
            new HelpCommand().AddTo(root, console);
        }

        new VersionCommand(console).AddTo(root, withCommand: only is null);
        HelpLayout.Apply(root, HelpWidth(console));

        if (UnknownCommand.Find(args, root) is string word)
        {
            console.Error.WriteLine(UsageError.Line(root, UnknownCommand.Message(word, root.Subcommands.Select(c => c.Name))));
            return ExitCodes.Trouble;
        }

        if (HelpCommand.AsHelpOption(args, root) is { } asked)
        {
            if (asked.Error is string error)
            {
                console.Error.WriteLine(UsageError.Line(root, error));
                return ExitCodes.Trouble;
            }

            args = asked.Args!;
        }

        ParseResult parse = root.Parse(args);
        // A subcommand's help shows only its own arguments: the shift, input and output are the root's alone, as the
        // input is the transform sweep's and not sweep compare's.
        for (Command? parent = parse.CommandResult.Command.Parents.OfType<Command>().FirstOrDefault(); parent is not null; parent = parent.Parents.OfType<Command>().FirstOrDefault())
        {
            foreach (Argument argument in parent.Arguments)
            {
                argument.Hidden = true;
            }
        }

        if (parse.Errors.Count > 0)
        {
            console.Error.WriteLine(UsageError.Line(parse.CommandResult.Command, UsageError.Describe(parse)));
            return ExitCodes.Trouble;
        }

        try
        {
            return parse.Action is HelpAction ? HelpLayout.Write(parse, console.Out, console.Error) : parse.Invoke(configuration);
        }
        catch (UsageException ex)
        {
            console.Error.WriteLine(UsageError.Line(parse.CommandResult.Command, OneLine(ex.Message)));
            return ExitCodes.Trouble;
        }
        catch (Exception ex) when (StandardOutputFile.IsBrokenPipe(ex))
        {
            // As a GNU tool killed by SIGPIPE: nothing more to say to a reader that has gone.
            return ExitCodes.BrokenPipe;
        }
        catch (OperationCanceledException ex) when (signals.ExitCode is int code)
        {
            // A job that writes says what the interruption left in its output; the others wrote nothing.
            SignalCancellation.TryWriteLine(console.Error, $"cci: {signals.Words}; {(ex as OutputInterruptedException)?.Outcome ?? "nothing was left half-written"}");
            return code;
        }
        // User input is validated where it is parsed, so an ArgumentException here is a bug: it keeps its stack trace.
        catch (Exception ex) when (ex is CciException or IOException or UnauthorizedAccessException)
        {
            console.Error.WriteLine($"cci: {OneLine(ex.Message)}");
            return ExitCodes.Trouble;
        }
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

    private static string OneLine(string message) => message.ReplaceLineEndings(" ").Trim();
}

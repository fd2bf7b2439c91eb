using System.CommandLine;
using Cci.Cli.Commands;
using Cci.Cli.Parsing;
using Cci.Core;
using Cci.Core.Files;

namespace Cci.Cli;

/// <summary>Builds the command tree, parses, runs, and turns every failure into one line on stderr and an exit code.</summary>
internal static class CliApplication
{
    public static int Run(string[] args, CliStreams console)
    {
        if (RawArguments.FindNotUtf8(args) is string notUtf8)
        {
            console.Error.WriteLine($"cci: file names that are not valid UTF-8 are not supported: '{notUtf8}'");
            return ExitCodes.Trouble;
        }

        using var signals = new SignalCancellation(console.Error);
        var transform = new TransformCommand();
        var root = new RootCommand("cci: fast sequential file processing. Transforms a file byte by byte with a choice of I/O and threading strategies and reports how long it took.");
        transform.AddTo(root);
        new CompareCommand().AddTo(root, console, signals.Token);
        root.SetAction(parse => transform.Run(parse, console, signals.Token));
        new WcCommand().AddTo(root, console, signals.Token);
        new GenerateCommand().AddTo(root, console, signals.Token);
        root.Subcommands.Add(SweepCommand.Create(console, signals.Token));
        new ChartCommand().AddTo(root, console);

        ParseResult parse = root.Parse(args);
        if (parse.CommandResult.Command != root)
        {
            // A subcommand's help shows only its own arguments: the shift, input and output are the root's alone.
            transform.HideArguments();
        }

        if (parse.Errors.Count > 0)
        {
            console.Error.WriteLine($"cci: {parse.Errors[0].Message} (see cci --help)");
            return ExitCodes.Trouble;
        }

        try
        {
            return parse.Invoke(new InvocationConfiguration
            {
                Output = console.Out,
                Error = console.Error,
                EnableDefaultExceptionHandler = false,
            });
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

    private static string OneLine(string message) => message.ReplaceLineEndings(" ").Trim();
}

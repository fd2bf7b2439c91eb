using Cci.Cli;
using Cci.Cli.Tools;
using Cci.Unsafe;

int refusedCode = args is ["wc", ..] ? ExitCodes.Different : ExitCodes.Trouble; // GNU wc has one failure code, 1
AppDomain.CurrentDomain.UnhandledException += (_, e) => ResourceRefusal.EndIfRefused(e.ExceptionObject, refusedCode);

CliStreams console;
int code;
StopSignal? signal;
try
{
    // First thing, before cci opens any file of its own: which standard descriptors were closed when it started.
    StandardDescriptors.Check();
    console = CliStreams.FromConsole();

    // Called by a GNU tool's name (a link named wc or cmp), cci is that tool: its options, its messages, its exit codes.
    code = GnuTool.Named(GnuTool.ProgramName()) is GnuTool tool
        ? tool.Run(args, console, out signal)
        : CliApplication.Run(args, console, out signal);
}
catch (Exception ex) when (ResourceRefusal.Is(ex))
{
    // A limit every run meets (ulimit -n: the console's or the signal handlers' descriptors; -v: the heap; -u: a thread).
    ResourceRefusal.Report(ex);
    return refusedCode;
}

if (signal is not null)
{
    // Stopped by a signal and cleaned up: what was said is flushed, then the process ends by that signal, as GNU tools do.
    SignalCancellation.TryFlush(console.Out);
    SignalCancellation.TryFlush(console.Error);
    StopSignals.EndProcessBy(signal);
}

return code;

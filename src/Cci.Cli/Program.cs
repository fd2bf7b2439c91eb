using Cci.Cli;
using Cci.Cli.Tools;
using Cci.Unsafe;

// The exit code of a run a resource limit refuses: the failure code of the tool being run (GNU wc's 1, cmp's 2), known once
// the name cci was called by is read; until then the command's.
int refusedCode = GnuTool.RefusedExit(null, args);
AppDomain.CurrentDomain.UnhandledException += (_, e) => ResourceRefusal.EndIfRefused(e.ExceptionObject, refusedCode);

CliStreams console;
int code;
StopSignal? signal;
try
{
    // First thing, before cci opens any file of its own: which standard descriptors were closed when it started.
    StandardDescriptors.Check();

    // Called by a GNU tool's name (a link named wc or cmp), cci is that tool: its options, its messages, its exit codes.
    GnuTool? tool = GnuTool.Named(GnuTool.ProgramName());
    refusedCode = GnuTool.RefusedExit(tool, args);
    if (tool is not null)
    {
        ResourceRefusal.SpeakAs(tool.Program);
    }

    console = CliStreams.FromConsole();
    code = tool is not null
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

using Cci.Cli;
using Cci.Cli.Tools;
using Cci.Unsafe;

// First thing, before cci opens any file of its own: which standard descriptors were closed when it started.
StandardDescriptors.Check();

CliStreams console = CliStreams.FromConsole();
// Called by a GNU tool's name (a link named wc or cmp), cci is that tool: its options, its messages, its exit codes.
StopSignal? signal;
int code = GnuTool.Named(GnuTool.ProgramName()) is GnuTool tool
    ? tool.Run(args, console, out signal)
    : CliApplication.Run(args, console, out signal);
if (signal is not null)
{
    // Stopped by a signal and cleaned up: what was said is flushed, then the process ends by that signal, as GNU tools do.
    SignalCancellation.TryFlush(console.Out);
    SignalCancellation.TryFlush(console.Error);
    StopSignals.EndProcessBy(signal);
}

return code;

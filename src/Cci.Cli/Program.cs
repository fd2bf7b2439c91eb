using Cci.Cli;
using Cci.Unsafe;

// First thing, before cci opens any file of its own: which standard descriptors were closed when it started.
StandardDescriptors.Check();

CliStreams console = CliStreams.FromConsole();
int code = CliApplication.Run(args, console, out StopSignal? signal);
if (signal is not null)
{
    // Stopped by a signal and cleaned up: what was said is flushed, then the process ends by that signal, as GNU tools do.
    SignalCancellation.TryFlush(console.Out);
    SignalCancellation.TryFlush(console.Error);
    StopSignals.EndProcessBy(signal);
}

return code;

using System.Runtime.InteropServices;
using Cci.Core.Files;

namespace Cci.Cli;

/// <summary>
/// Turns SIGINT (Ctrl-C) and SIGTERM into a cancellation the job checks between stripes, so it can
/// delete its temporary file and leave the output untouched instead of dying mid-write. A command
/// that has not stopped <see cref="Grace"/> after the signal is blocked in a call that no token reaches
/// (a read from an idle pipe or a terminal, an open of a FIFO): then the registered temporary files are
/// deleted and the process exits with the signal's code and one line, so cci stops within about a
/// second of a signal in every state.
/// </summary>
public sealed class SignalCancellation : IDisposable
{
    /// <summary>How long a cancelled command has to stop on its own before the process is ended for it.</summary>
    public static readonly TimeSpan Grace = TimeSpan.FromSeconds(1);

    private readonly CancellationTokenSource _source = new();
    private readonly PosixSignalRegistration[] _registrations;
    private readonly TextWriter _error;
    private Timer? _deadline;
    private int _finished;

    public SignalCancellation(TextWriter error)
    {
        _error = error;
        _registrations =
        [
            PosixSignalRegistration.Create(PosixSignal.SIGINT, Handle),
            PosixSignalRegistration.Create(PosixSignal.SIGTERM, Handle),
        ];
    }

    public CancellationToken Token => _source.Token;

    /// <summary>The exit code for the signal that cancelled, if one did.</summary>
    public int? ExitCode { get; private set; }

    public void Dispose()
    {
        Interlocked.Exchange(ref _finished, 1);
        _deadline?.Dispose();
        foreach (PosixSignalRegistration registration in _registrations)
        {
            registration.Dispose();
        }

        _source.Dispose();
    }

    private void Handle(PosixSignalContext context)
    {
        // Keep the process alive: the job stops at its next stripe and cleans up.
        context.Cancel = true;
        ExitCode ??= context.Signal == PosixSignal.SIGTERM ? ExitCodes.Terminated : ExitCodes.Interrupted;
        if (Volatile.Read(ref _finished) == 1)
        {
            return;
        }

        var deadline = new Timer(_ => EndBlockedCommand(), null, Timeout.InfiniteTimeSpan, Timeout.InfiniteTimeSpan);
        if (Interlocked.CompareExchange(ref _deadline, deadline, null) is null)
        {
            deadline.Change(Grace, Timeout.InfiniteTimeSpan);
        }
        else
        {
            deadline.Dispose();
        }

        _source.Cancel();
    }

    private void EndBlockedCommand()
    {
        if (Volatile.Read(ref _finished) == 1)
        {
            return;
        }

        TemporaryFiles.DeleteAll();
        int code = ExitCode ?? ExitCodes.Interrupted;
        _error.WriteLine(code == ExitCodes.Terminated ? "cci: terminated by SIGTERM" : "cci: interrupted by SIGINT");
        _error.Flush();
        Environment.Exit(code);
    }
}

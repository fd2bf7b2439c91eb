using System.Runtime.InteropServices;

namespace Cci.Cli;

/// <summary>
/// Turns SIGINT (Ctrl-C) and SIGTERM into a cancellation the job checks between stripes, so it can
/// delete its temporary file and leave the output untouched instead of dying mid-write.
/// </summary>
public sealed class SignalCancellation : IDisposable
{
    private readonly CancellationTokenSource _source = new();
    private readonly PosixSignalRegistration[] _registrations;

    public SignalCancellation()
    {
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
        _source.Cancel();
    }
}

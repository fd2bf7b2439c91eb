using System.Runtime.InteropServices;
using Cci.Unsafe;

namespace Cci.Cli;

/// <summary>
/// Turns every signal that would end the process and can be caught (<see cref="StopSignals.All"/>: SIGINT,
/// SIGTERM, SIGHUP when the terminal closes, SIGQUIT, SIGUSR1/2, SIGALRM, SIGXCPU...) into a cancellation the
/// job checks between stripes, so it can delete its temporary file and leave the output untouched instead of
/// dying mid-write. A command that has not stopped <see cref="Grace"/> after the signal is blocked in a call
/// that no token reaches (a read from an idle pipe or a terminal, an open of a FIFO): then the registered
/// temporary files are deleted and the process ends by the signal (128 + its number to a shell) after one line,
/// so cci stops within about a second of a signal in every state. A command that stopped on its own ends the process
/// by the signal too (Program), as GNU tools that clean up do. A command that writes no file catches nothing.
/// <para>
/// Exactly one thread ends the process: the command's, when it stops first (<see cref="Finish"/>), or the deadline's, when
/// it fires first (<see cref="Ending"/>). Once the deadline's has begun removing the temporary files, the command's thread
/// may fail on a handle closed under it; it then says nothing and waits for the end, so a run stopped this way ends by its
/// signal with one line, never with an error of its own or a stack trace.
/// </para>
/// </summary>
internal sealed class SignalCancellation : IDisposable
{
    /// <summary>How long a cancelled command has to stop on its own before the process is ended for it.</summary>
    public static readonly TimeSpan Grace = TimeSpan.FromSeconds(1);

    private const int Running = 0;
    private const int Finished = 1;
    private const int EndingByDeadline = 2;

    private readonly CancellationTokenSource _source = new();
    private readonly List<PosixSignalRegistration> _registrations = [];
    private readonly TextWriter _error;
    private StopSignal? _signal;
    private Timer? _deadline;
    private int _state = Running;

    /// <param name="error">Where the line that a blocked command was ended goes.</param>
    /// <param name="catches">
    /// False for a command that writes no file (compare, wc): it has nothing to clean up, so every signal keeps its default
    /// action, as for cmp and wc, and ends the process at once and silently; the token is then never cancelled, and the
    /// runtime starts no signal thread for it.
    /// </param>
    public SignalCancellation(TextWriter error, bool catches = true)
    {
        _error = error;
        if (!catches)
        {
            return;
        }

        foreach (StopSignal signal in StopSignals.All)
        {
            _registrations.Add(PosixSignalRegistration.Create(signal.Signal, context => Handle(context, signal)));
        }

        // Ignored: the write past ulimit -f then fails with EFBIG, and the command says so and cleans up.
        StopSignals.IgnoreFileSizeExceeded();
    }

    public CancellationToken Token => _source.Token;

    /// <summary>The signal that cancelled, if one did.</summary>
    public StopSignal? Signal => Volatile.Read(ref _signal);

    /// <summary>The exit code for the signal that cancelled, if one did: 128 + its number (SIGINT 130, SIGTERM 143, SIGHUP 129).</summary>
    public int? ExitCode => Signal?.ExitCode;

    /// <summary>Whether the deadline's thread has begun to end the process: what the command's thread still does is not reported.</summary>
    public bool Ending => Volatile.Read(ref _state) == EndingByDeadline;

    /// <summary>"interrupted" for SIGINT and SIGTERM, the word a user expects after Ctrl-C or kill; "stopped by SIGHUP" for the others, for the line "cci: WORDS; what the output holds".</summary>
    public string? Words => Signal is { } signal
        ? signal == StopSignals.Interruption || signal == StopSignals.Termination ? "interrupted" : $"stopped by {signal.Name}"
        : null;

    /// <summary>
    /// Claims the end of the process for the command's thread, before it says how the command ended. Where the deadline fired
    /// first, the process is being ended by the deadline's thread, which says the one line: this one waits for that, and never
    /// returns.
    /// </summary>
    public void Finish()
    {
        if (Interlocked.CompareExchange(ref _state, Finished, Running) == EndingByDeadline)
        {
            Thread.Sleep(Timeout.Infinite);
        }
    }

    /// <summary>Ends the watch once the command has returned (<see cref="Finish"/>), and stops catching signals.</summary>
    public void Dispose()
    {
        Finish();
        _deadline?.Dispose();
        foreach (PosixSignalRegistration registration in _registrations)
        {
            registration.Dispose();
        }

        _source.Dispose();
    }

    private void Handle(PosixSignalContext context, StopSignal signal)
    {
        // Keep the process alive: the job stops at its next stripe and cleans up.
        context.Cancel = true;
        Interlocked.CompareExchange(ref _signal, signal, null);
        if (Volatile.Read(ref _state) != Running)
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
        if (Interlocked.CompareExchange(ref _state, EndingByDeadline, Running) != Running)
        {
            return;
        }

        TemporaryFiles.DeleteAll();
        StopSignal signal = Signal ?? StopSignals.Interruption;
        string line = signal == StopSignals.Interruption ? "cci: interrupted by SIGINT"
            : signal == StopSignals.Termination ? "cci: terminated by SIGTERM"
            : $"cci: stopped by {signal.Name}";
        TryWriteLine(_error, line);
        StopSignals.EndProcessBy(signal);
        Environment.Exit(signal.ExitCode);
    }

    /// <summary>Flushes <paramref name="writer"/> where it can (a terminal gone after SIGHUP, a reader gone from a pipe).</summary>
    public static void TryFlush(TextWriter writer)
    {
        ArgumentNullException.ThrowIfNull(writer);
        try
        {
            writer.Flush();
        }
        catch (Exception ex) when (ex is IOException or ObjectDisposedException)
        {
            // Nowhere left to say it.
        }
    }

    /// <summary>Writes the last line where it can: after SIGHUP the terminal is gone and a write to it fails (EIO), which must not stop the exit.</summary>
    public static void TryWriteLine(TextWriter writer, string line)
    {
        ArgumentNullException.ThrowIfNull(writer);
        try
        {
            writer.WriteLine(line);
            writer.Flush();
        }
        catch (Exception ex) when (ex is IOException or ObjectDisposedException)
        {
            // Nowhere left to say it: the exit code still tells.
        }
    }
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// The signals a command catches to clean up and stop (see <see cref="StopSignal"/>); this file picks the OS,
/// StopSignals.Linux.cs, StopSignals.MacOS.cs and StopSignals.Windows.cs hold the lists.
/// <para>
/// Left out everywhere: SIGPIPE (the runtime ignores it, so a write into a closed pipe fails with EPIPE and the
/// command ends with 141 on its own), SIGIO (the Linux lease-break notice FileLease uses), the faults the runtime
/// itself turns into exceptions or crash reports (SIGSEGV, SIGBUS, SIGILL, SIGFPE, SIGABRT, SIGTRAP, SIGSYS), the
/// real-time signals (the runtime suspends threads with SIGRTMIN) and SIGKILL and SIGSTOP, which no process can catch.
/// SIGXFSZ is not a stop signal but is ignored (<see cref="IgnoreFileSizeExceeded"/>), so that a write past
/// RLIMIT_FSIZE (ulimit -f) fails with EFBIG and the command reports it in one line and removes its temporary file,
/// instead of ending at once and leaving it.
/// </para>
/// </summary>
internal static partial class StopSignals
{
    // POSIX (XSI) fixes these numbers on every Unix: kill -1, -2, -3, -14, -15.
    private static readonly StopSignal Hangup = new(PosixSignal.SIGHUP, "SIGHUP", 1);
    private static readonly StopSignal Interrupt = new(PosixSignal.SIGINT, "SIGINT", 2);
    private static readonly StopSignal Quit = new(PosixSignal.SIGQUIT, "SIGQUIT", 3);
    private static readonly StopSignal Alarm = new((PosixSignal)14, "SIGALRM", 14);
    private static readonly StopSignal Terminate = new(PosixSignal.SIGTERM, "SIGTERM", 15);

    /// <summary>The signals to catch on this system, in number order.</summary>
    public static IReadOnlyList<StopSignal> All { get; } =
        OperatingSystem.IsWindows() ? WindowsSignals()
        : OperatingSystem.IsLinux() ? LinuxSignals()
        : OperatingSystem.IsMacOS() || OperatingSystem.IsFreeBSD() ? BsdSignals()
        : [Hangup, Interrupt, Quit, Alarm, Terminate];

    /// <summary>SIGXFSZ: 25 on Linux, macOS and the BSDs, sent on a write past the file size limit.</summary>
    private const int FileSizeExceeded = 25;

    /// <summary>
    /// Ignores SIGXFSZ for the rest of the process (SIG_IGN, as a C program would): a write past ulimit -f then fails with
    /// EFBIG, which the command reports in one line. Not a runtime registration that cancels the default action: that is
    /// disposed when the command ends, and a SIGXFSZ the runtime's signal thread had not dispatched yet would then end the
    /// process by its default action after the line was written (exit 153). Nothing on Windows, which has no such signal.
    /// </summary>
    public static void IgnoreFileSizeExceeded()
    {
        if (!OperatingSystem.IsWindows())
        {
            _ = Interop.Libc.signal(FileSizeExceeded, Interop.Libc.SignalIgnore);
        }
    }

    /// <summary>SIGINT: Ctrl-C.</summary>
    public static StopSignal Interruption => Interrupt;

    /// <summary>SIGTERM: kill's and timeout's default.</summary>
    public static StopSignal Termination => Terminate;

    /// <summary>
    /// Ends this process by <paramref name="signal"/>, once a command it stopped has cleaned up, as GNU tools that clean up do
    /// (sort removes its temporary files, then raises the signal again): the parent sees a process the signal ended, not
    /// one that exited. A shell tells the two apart: Ctrl-C in <c>for f in *; do cci 3 "$f"; done</c> stops the loop, as it
    /// does for <c>tr</c> or <c>sort</c>, where an exit with status 130 would only end that one run. Returns where that cannot be done
    /// (Windows, whose console events are not signals) or if the process outlives the signal; the caller then exits with
    /// <see cref="StopSignal.ExitCode"/>, the status a shell reports either way.
    /// </summary>
    public static void EndProcessBy(StopSignal signal)
    {
        ArgumentNullException.ThrowIfNull(signal);
        if (!OperatingSystem.IsWindows())
        {
            EndProcessByUnix(signal);
        }
    }
}

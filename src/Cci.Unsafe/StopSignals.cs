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
/// SIGXFSZ is left to its default (the process ends, 153) for now: caught, the ftruncate past RLIMIT_FSIZE that
/// sizes an output fails with EFBIG, which .NET throws as an ArgumentOutOfRangeException the output target does
/// not yet report as one line.
/// </para>
/// </summary>
public static partial class StopSignals
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

    /// <summary>SIGINT: Ctrl-C.</summary>
    public static StopSignal Interruption => Interrupt;

    /// <summary>SIGTERM: kill's and timeout's default.</summary>
    public static StopSignal Termination => Terminate;
}

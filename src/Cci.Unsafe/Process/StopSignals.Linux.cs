using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class StopSignals
{
    /// <summary>Linux's numbers (x86-64 and arm64 alike: the generic ABI and x86 agree on these).</summary>
    private static StopSignal[] LinuxSignals() =>
    [
        Hangup,
        Interrupt,
        Quit,
        new((PosixSignal)10, "SIGUSR1", 10),
        new((PosixSignal)12, "SIGUSR2", 12),
        Alarm,
        Terminate,
        new((PosixSignal)16, "SIGSTKFLT", 16),
        new((PosixSignal)24, "SIGXCPU", 24),
        new((PosixSignal)26, "SIGVTALRM", 26),
        new((PosixSignal)27, "SIGPROF", 27),
        new((PosixSignal)30, "SIGPWR", 30),
    ];
}

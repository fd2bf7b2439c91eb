using System.Runtime.InteropServices;

namespace Cci.Unsafe;

internal static partial class StopSignals
{
    /// <summary>macOS's numbers, which FreeBSD shares (BSD's signal.h).</summary>
    private static StopSignal[] BsdSignals() =>
    [
        Hangup,
        Interrupt,
        Quit,
        Alarm,
        Terminate,
        new((PosixSignal)24, "SIGXCPU", 24),
        new((PosixSignal)26, "SIGVTALRM", 26),
        new((PosixSignal)27, "SIGPROF", 27),
        new((PosixSignal)30, "SIGUSR1", 30),
        new((PosixSignal)31, "SIGUSR2", 31),
    ];
}

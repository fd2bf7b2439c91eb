namespace Cci.Unsafe;

internal static partial class StopSignals
{
    /// <summary>How long this process waits to be ended by the signal it sent itself before it exits on its own.</summary>
    private static readonly TimeSpan SelfSignalWait = TimeSpan.FromSeconds(1);

    private static void EndProcessByUnix(StopSignal signal)
    {
        // SIGQUIT's and SIGXCPU's default action also dumps core where ulimit -c allows: a process that has cleaned up and
        // chosen to end has nothing to show in one, so the soft limit is set to 0 first (the hard one is kept).
        Span<ulong> core = stackalloc ulong[2];
        if (Interop.Libc.getrlimit(Interop.Libc.RlimitCore, ref core[0]) == 0)
        {
            core[0] = 0;
            _ = Interop.Libc.setrlimit(Interop.Libc.RlimitCore, ref core[0]);
        }

        // The runtime's handler would catch it again: the default action is set back first. kill, not raise: raise is aimed at
        // this thread, and the runtime may block the signal on it; the kernel hands a process signal to a thread that does not.
        if (Interop.Libc.signal(signal.Number, Interop.Libc.SignalDefault) == -1 || Interop.Libc.kill(Environment.ProcessId, signal.Number) != 0)
        {
            return;
        }

        Thread.Sleep(SelfSignalWait);
    }
}

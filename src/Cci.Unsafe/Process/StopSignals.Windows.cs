namespace Cci.Unsafe;

internal static partial class StopSignals
{
    /// <summary>
    /// Windows has console events, not signals; .NET names Ctrl-C SIGINT and a close, logoff or shutdown SIGTERM.
    /// Only those two are caught, as before; the numbers (2, 15) are the C runtime's, for the same exit codes as on Unix.
    /// </summary>
    private static StopSignal[] WindowsSignals() => [Interrupt, Terminate];
}

using System.Runtime.InteropServices;

namespace Cci.Unsafe;

/// <summary>
/// A signal that ends a process by default, that a process may catch, and that comes from outside the
/// process: a closed terminal (SIGHUP), Ctrl-C or Ctrl-\ (SIGINT, SIGQUIT), kill and timeout (SIGTERM,
/// SIGUSR1, SIGALRM...), a CPU-time limit (SIGXCPU). Catching one lets a command delete its temporary
/// files before it ends. Numbers differ between systems (SIGUSR1 is 10 on Linux, 30 on macOS), so they
/// live here, per OS, and nowhere else: see <see cref="StopSignals"/>.
/// </summary>
/// <param name="Signal">What <see cref="PosixSignalRegistration.Create"/> takes: a named <see cref="PosixSignal"/> where .NET has one, else the raw number.</param>
/// <param name="Name">The signal's name, as kill -l prints it with "SIG": "SIGHUP".</param>
/// <param name="Number">The signal's number on this system.</param>
internal sealed record StopSignal(PosixSignal Signal, string Name, int Number)
{
    /// <summary>128 + the number: the status a shell reports for a process this signal ended (SIGHUP: 129).</summary>
    public int ExitCode => 128 + Number;
}

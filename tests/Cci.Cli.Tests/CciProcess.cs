using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>Runs the built cci executable as a child process, for what only a real process shows: signals, exit codes, other processes.</summary>
internal sealed class CciProcess : IDisposable
{
    private readonly Process _process;
    private readonly Task<string> _stderr;

    private CciProcess(params string[] args)
    {
        var start = new ProcessStartInfo(Path.Combine(AppContext.BaseDirectory, OperatingSystem.IsWindows() ? "cci.exe" : "cci"))
        {
            RedirectStandardError = true,
            RedirectStandardOutput = true,
            UseShellExecute = false,
        };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        _process = Process.Start(start)!;
        _ = _process.StandardOutput.ReadToEndAsync();
        _stderr = _process.StandardError.ReadToEndAsync();
    }

    public int Id => _process.Id;

    public static CciProcess Start(params string[] args) => new(args);

    /// <summary>Sends a POSIX signal by number (2 = SIGINT, 15 = SIGTERM) with the kill command.</summary>
    public void Signal(int signal) => Process.Start("kill", $"-{signal} {_process.Id}")!.WaitForExit();

    public (int ExitCode, string Error) WaitForExit(TimeSpan timeout)
    {
        if (!_process.WaitForExit(timeout))
        {
            _process.Kill();
            throw new TimeoutException("cci did not finish in time");
        }

        return (_process.ExitCode, _stderr.Result);
    }

    /// <summary>Waits until <paramref name="condition"/> holds, failing the test after <paramref name="timeout"/>.</summary>
    public static void WaitUntil(Func<bool> condition, TimeSpan timeout)
    {
        var clock = Stopwatch.StartNew();
        while (!condition())
        {
            if (clock.Elapsed > timeout)
            {
                throw new TimeoutException("the condition did not hold in time");
            }

            Thread.Sleep(10);
        }
    }

    public void Dispose()
    {
        if (!_process.HasExited)
        {
            _process.Kill();
        }

        _process.Dispose();
    }
}

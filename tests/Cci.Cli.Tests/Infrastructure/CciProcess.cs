using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>Runs the built cci executable as a child process, for what only a real process shows: signals, exit codes, other processes.</summary>
internal sealed class CciProcess : IDisposable
{
    private readonly Process _process;
    private readonly Task<string> _stderr;
    private readonly Task<string> _stdout;

    private CciProcess(
        string[] args, bool pipedInput, bool readOutput, string? workingDirectory = null, IReadOnlyDictionary<string, string>? environment = null,
        string[]? launcher = null, string? executable = null)
    {
        string cci = executable ?? Path.Combine(AppContext.BaseDirectory, ExecutableName);
        var start = new ProcessStartInfo(launcher?[0] ?? cci)
        {
            RedirectStandardError = true,
            RedirectStandardInput = pipedInput,
            RedirectStandardOutput = true,
            UseShellExecute = false,
            WorkingDirectory = workingDirectory ?? string.Empty,
        };
        if (launcher is not null)
        {
            foreach (string arg in launcher[1..])
            {
                start.ArgumentList.Add(arg);
            }

            start.ArgumentList.Add(cci);
        }

        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        foreach ((string name, string value) in environment ?? new Dictionary<string, string>())
        {
            start.Environment[name] = value;
        }

        _process = Process.Start(start)!;
        if (readOutput)
        {
            _stdout = _process.StandardOutput.ReadToEndAsync();
        }
        else
        {
            // The reader of cci's standard output goes away: its writes meet a broken pipe.
            _process.StandardOutput.Dispose();
            _stdout = Task.FromResult(string.Empty);
        }

        _stderr = _process.StandardError.ReadToEndAsync();
    }

    /// <summary>The built executable's file name: cci, or cci.exe on Windows.</summary>
    public static string ExecutableName => OperatingSystem.IsWindows() ? "cci.exe" : "cci";

    public int Id => _process.Id;

    /// <summary>Everything cci wrote on standard output, once it has exited (see <see cref="WaitForExit"/>).</summary>
    public string Output => _stdout.Result;

    /// <summary>Standard input, when the process was started with a pipe there: idle until the test writes or closes it.</summary>
    public Stream Input => _process.StandardInput.BaseStream;

    public static CciProcess Start(params string[] args) => new(args, pipedInput: false, readOutput: true);

    /// <summary>Starts cci with its standard input a pipe the test holds (an idle pipe, as after <c>sleep 10 |</c>).</summary>
    public static CciProcess StartWithIdleInput(params string[] args) => new(args, pipedInput: true, readOutput: true);

    /// <summary>Starts cci with standard input a pipe the test holds and standard output a pipe whose reader has already closed.</summary>
    public static CciProcess StartWithClosedOutput(params string[] args) => new(args, pipedInput: true, readOutput: false);

    /// <summary>Starts cci through nohup (which execs it, keeping the process id) with SIGHUP ignored, and standard input a pipe the test holds.</summary>
    public static CciProcess StartUnderNohup(params string[] args) => new(args, pipedInput: true, readOutput: true, launcher: ["nohup"]);

    /// <summary>
    /// Starts cci in <paramref name="workingDirectory"/> through prlimit (which execs it, keeping the process id) with the soft
    /// core-file limit unlimited, as <c>ulimit -c unlimited</c> would leave it, and standard input a pipe the test holds.
    /// </summary>
    public static CciProcess StartWithCoreDumps(string workingDirectory, params string[] args) =>
        new(args, pipedInput: true, readOutput: true, workingDirectory, launcher: ["prlimit", "--core=unlimited:unlimited"]);

    /// <summary>Starts the cci executable at <paramref name="executable"/> (a copy of the built one elsewhere).</summary>
    public static CciProcess StartCopy(string executable, params string[] args) => new(args, pipedInput: false, readOutput: true, executable: executable);

    /// <summary>Starts cci in <paramref name="workingDirectory"/> with extra environment variables.</summary>
    public static CciProcess StartIn(string workingDirectory, IReadOnlyDictionary<string, string> environment, params string[] args) =>
        new(args, pipedInput: true, readOutput: true, workingDirectory, environment);

    /// <summary>
    /// Waits until the runtime catches SIGINT in cci (Linux: /proc/PID/status), and a moment more for cci to register its
    /// handlers, so that a signal sent now reaches cci's handler rather than ending the process by default.
    /// </summary>
    public void WaitUntilSignalsAreHandled()
    {
        if (OperatingSystem.IsLinux())
        {
            WaitUntil(() => CatchesSigint(_process.Id), TimeSpan.FromSeconds(60));
        }

        Thread.Sleep(TimeSpan.FromSeconds(OperatingSystem.IsLinux() ? 1 : 3));
    }

    /// <summary>Whether cci's main thread waits in read(2), as on an idle standard input (Linux); elsewhere, once it has run for a second.</summary>
    public bool IsReadingStandardInput() =>
        OperatingSystem.IsLinux() ? InSystemCall(_process.Id, x64: 0, arm64: 63) : DateTime.Now - _process.StartTime > TimeSpan.FromSeconds(1);

    /// <summary>
    /// Whether the main thread of process <paramref name="pid"/> waits in the system call of that number (Linux:
    /// /proc/PID/task/PID/syscall begins with it); false once the process is gone.
    /// </summary>
    public static bool InSystemCall(int pid, int x64, int arm64)
    {
        int number = System.Runtime.InteropServices.RuntimeInformation.ProcessArchitecture == System.Runtime.InteropServices.Architecture.Arm64 ? arm64 : x64;
        try
        {
            return File.ReadAllText($"/proc/{pid}/task/{pid}/syscall").StartsWith($"{number} ", StringComparison.Ordinal);
        }
        catch (IOException)
        {
            return false;
        }
    }

    /// <summary>Whether process <paramref name="pid"/> catches SIGINT (Linux: SigCgt in /proc/PID/status); false once it is gone.</summary>
    public static bool CatchesSigint(int pid)
    {
        try
        {
            string? line = File.ReadLines($"/proc/{pid}/status").FirstOrDefault(l => l.StartsWith("SigCgt:", StringComparison.Ordinal));
            return line is not null && (Convert.ToUInt64(line["SigCgt:".Length..].Trim(), 16) & (1UL << (2 - 1))) != 0;
        }
        catch (IOException)
        {
            return false;
        }
    }

    /// <summary>Sends a POSIX signal by number (2 = SIGINT, 15 = SIGTERM) with the kill command.</summary>
    public void Signal(int signal) => Process.Start("kill", $"-{signal} {_process.Id}")!.WaitForExit();

    /// <summary>Sends a POSIX signal by name (HUP, USR1, ALRM), whatever its number on this system.</summary>
    public void Signal(string name) => Process.Start("kill", ["-s", name, _process.Id.ToString(System.Globalization.CultureInfo.InvariantCulture)])!.WaitForExit();

    /// <summary>The number of the signal <paramref name="name"/> on this system (kill -l HUP: 1; USR1: 10 on Linux, 30 on macOS).</summary>
    public static int SignalNumber(string name)
    {
        using var kill = Process.Start(new ProcessStartInfo("kill", ["-l", name]) { RedirectStandardOutput = true })!;
        string number = kill.StandardOutput.ReadToEnd().Trim();
        kill.WaitForExit();
        return int.Parse(number, System.Globalization.CultureInfo.InvariantCulture);
    }

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

using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>
/// Runs the built cci (or another program) through bash (else /bin/sh) with redirections only a shell gives, such as a standard
/// descriptor closed before exec (<c>&lt;&amp;-</c>, <c>&gt;&amp;-</c>, <c>2&gt;&amp;-</c>) or a resource limit (<c>ulimit -n 64</c>),
/// and kills it if it has not finished in time: a hang fails the test instead of stalling the run.
/// </summary>
internal static class ShellRun
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);

    public static string Cci { get; } = Path.Combine(AppContext.BaseDirectory, OperatingSystem.IsWindows() ? "cci.exe" : "cci");

    /// <summary>Runs <c>[setup;] exec cci ARGS REDIRECTIONS</c>: the exit code, stdout and stderr.</summary>
    public static (int ExitCode, string Out, string Error) Run(string redirections, params string[] args) => Of(string.Empty, redirections, Cci, args);

    /// <summary>Runs <c>SETUP; exec PROGRAM ARGS REDIRECTIONS</c> in /bin/sh: the exit code, stdout and stderr.</summary>
    public static (int ExitCode, string Out, string Error) Of(string setup, string redirections, string program, params string[] args)
    {
        // bash where there is one: dash's ulimit has no -u and counts -f in 512-byte blocks.
        var start = new ProcessStartInfo(File.Exists("/bin/bash") ? "/bin/bash" : "/bin/sh")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            UseShellExecute = false,
        };
        start.ArgumentList.Add("-c");
        start.ArgumentList.Add($"{setup}{(setup.Length > 0 ? "; " : string.Empty)}exec \"$0\" \"$@\" {redirections}");
        start.ArgumentList.Add(program);
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        process.StandardInput.Close();
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        Task<string> error = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(Patience))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"{Path.GetFileName(program)} {string.Join(' ', args)} {redirections}: still running after {Patience.TotalSeconds} s (a hang)");
        }

        return (process.ExitCode, output.Result, error.Result);
    }
}

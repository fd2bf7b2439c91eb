using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>
/// Runs a bash script in a folder and keeps what it writes as bytes: file names that are not UTF-8 can only be made and
/// passed by a shell (.NET's ProcessStartInfo sends arguments as UTF-8, and its readers would decode the output).
/// In the script, <c>$CCI</c> is the built cci.
/// </summary>
internal static class ByteShell
{
    private static readonly TimeSpan Patience = TimeSpan.FromSeconds(60);

    /// <summary>The exit code, stdout and stderr of <paramref name="script"/> run in <paramref name="folder"/> with LC_ALL=<paramref name="locale"/>.</summary>
    public static (int ExitCode, byte[] Out, byte[] Error) Run(string folder, string script, string locale = "C.UTF-8")
    {
        var start = new ProcessStartInfo("/bin/bash")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            UseShellExecute = false,
            WorkingDirectory = folder,
        };
        start.ArgumentList.Add("-c");
        start.ArgumentList.Add(script);
        start.Environment["LC_ALL"] = locale;
        start.Environment["CCI"] = ShellRun.Cci;

        using Process process = Process.Start(start)!;
        process.StandardInput.Close();
        using var output = new MemoryStream();
        using var error = new MemoryStream();
        Task copyOut = process.StandardOutput.BaseStream.CopyToAsync(output);
        Task copyError = process.StandardError.BaseStream.CopyToAsync(error);
        if (!process.WaitForExit(Patience))
        {
            process.Kill(entireProcessTree: true);
            throw new TimeoutException($"bash -c '{script}': still running after {Patience.TotalSeconds} s (a hang)");
        }

        Task.WaitAll(copyOut, copyError);
        return (process.ExitCode, output.ToArray(), error.ToArray());
    }

    /// <summary>Removes everything in <paramref name="folder"/> by its bytes (.NET cannot delete a name it cannot spell).</summary>
    public static void Empty(string folder) => Run(folder, "rm -rf -- ./* ./.[!.]*");
}

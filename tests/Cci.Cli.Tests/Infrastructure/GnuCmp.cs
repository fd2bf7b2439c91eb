using System.Diagnostics;
using System.Text;

namespace Cci.Cli.Tests;

/// <summary>Runs the machine's own cmp, the reference cci compare's output is diffed against.</summary>
internal static class GnuCmp
{
    public static string? Path { get; } = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
        .Split(System.IO.Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
        .Select(directory => System.IO.Path.Combine(directory, "cmp"))
        .FirstOrDefault(File.Exists);

    /// <summary><c>cmp -l left right</c>: its exit code, stdout lines and stderr.</summary>
    public static (int ExitCode, string[] Lines, string Error) List(string left, string right)
    {
        (int exit, string output, string error) = Run(null, "-l", left, right);
        return (exit, output.Split('\n', StringSplitOptions.RemoveEmptyEntries), error);
    }

    /// <summary>cmp with <paramref name="args"/> (and <paramref name="standardInput"/> on a pipe): its exit code, stdout and stderr.</summary>
    public static (int ExitCode, string Out, string Error) Run(byte[]? standardInput, params string[] args)
    {
        // By name, as a script runs it: cmp's messages start with the name it was started as.
        var start = new ProcessStartInfo("cmp")
        {
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            RedirectStandardInput = true,
            UseShellExecute = false,
            StandardOutputEncoding = Encoding.Latin1,
            StandardErrorEncoding = Encoding.Latin1,
        };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        Task<string> error = process.StandardError.ReadToEndAsync();
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        try
        {
            process.StandardInput.BaseStream.Write(standardInput ?? []);
            process.StandardInput.Close();
        }
        catch (IOException)
        {
            // cmp stopped reading standard input early (a mismatch found): fine.
        }

        process.WaitForExit();
        return (process.ExitCode, output.Result, error.Result);
    }
}

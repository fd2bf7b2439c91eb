using System.Diagnostics;

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
        var start = new ProcessStartInfo(Path!) { RedirectStandardOutput = true, RedirectStandardError = true, UseShellExecute = false };
        start.ArgumentList.Add("-l");
        start.ArgumentList.Add(left);
        start.ArgumentList.Add(right);
        using Process process = Process.Start(start)!;
        Task<string> error = process.StandardError.ReadToEndAsync();
        string output = process.StandardOutput.ReadToEnd();
        process.WaitForExit();
        return (process.ExitCode, output.Split('\n', StringSplitOptions.RemoveEmptyEntries), error.Result);
    }
}

using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>Runs the machine's own wc in the C locale, the reference cci wc must match byte for byte.</summary>
internal static class GnuWc
{
    public static string? Path { get; } = (Environment.GetEnvironmentVariable("PATH") ?? string.Empty)
        .Split(System.IO.Path.PathSeparator, StringSplitOptions.RemoveEmptyEntries)
        .Select(dir => System.IO.Path.Combine(dir, "wc"))
        .FirstOrDefault(File.Exists);

    public static (int ExitCode, string Out, string Error) Run(byte[]? standardInput, params string[] args) => RunIn("C", standardInput, args);

    /// <summary>Runs wc with LC_ALL set to <paramref name="locale"/> (C or C.UTF-8).</summary>
    public static (int ExitCode, string Out, string Error) RunIn(string locale, byte[]? standardInput, params string[] args)
    {
        var start = new ProcessStartInfo(Path!)
        {
            RedirectStandardInput = true,
            RedirectStandardOutput = true,
            RedirectStandardError = true,
            UseShellExecute = false,
        };
        start.Environment["LC_ALL"] = locale;
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        using Process process = Process.Start(start)!;
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        Task<string> error = process.StandardError.ReadToEndAsync();
        process.StandardInput.BaseStream.Write(standardInput ?? []);
        process.StandardInput.Close();
        process.WaitForExit();
        return (process.ExitCode, output.Result, error.Result);
    }
}

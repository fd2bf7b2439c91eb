using System.Diagnostics;

namespace Cci.Cli.Tests;

/// <summary>Root-only setups for the message tests (a read-only mount, an append-only file): each skips the test, saying why, where it cannot be made.</summary>
internal static class RootTools
{
    /// <summary>Runs <paramref name="file"/> with <paramref name="args"/>; its exit code and stderr (10 s at most).</summary>
    public static (int ExitCode, string Error) Run(string file, params string[] args) => Run(TimeSpan.FromSeconds(10), file, args);

    /// <summary>Runs <paramref name="file"/> with <paramref name="args"/>; its exit code and stderr (-1 when it ran past <paramref name="timeout"/>).</summary>
    public static (int ExitCode, string Error) Run(TimeSpan timeout, string file, params string[] args)
    {
        var start = new ProcessStartInfo(file) { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        if (!IsInstalled(file))
        {
            // What a shell says of a missing command, so that a test skips on it as on any refusal.
            return (127, $"{file}: command not found");
        }

        using Process process = Process.Start(start)!;
        Task<string> error = process.StandardError.ReadToEndAsync();
        _ = process.StandardOutput.ReadToEndAsync();
        if (!process.WaitForExit(timeout))
        {
            process.Kill();
            return (-1, "timed out");
        }

        return (process.ExitCode, error.Result);
    }

    /// <summary>Whether <paramref name="file"/> (a path, or a name looked up on PATH) is there to run.</summary>
    private static bool IsInstalled(string file) =>
        file.Contains('/', StringComparison.Ordinal)
            ? File.Exists(file)
            : (Environment.GetEnvironmentVariable("PATH") ?? string.Empty).Split(':').Any(folder => folder.Length > 0 && File.Exists(Path.Combine(folder, file)));

    /// <summary>Runs <paramref name="file"/> with <paramref name="args"/>; its exit code and stdout (10 s at most).</summary>
    public static (int ExitCode, string Output) RunForOutput(string file, params string[] args)
    {
        var start = new ProcessStartInfo(file) { RedirectStandardError = true, RedirectStandardOutput = true, UseShellExecute = false };
        foreach (string arg in args)
        {
            start.ArgumentList.Add(arg);
        }

        if (!IsInstalled(file))
        {
            return (127, string.Empty);
        }

        using Process process = Process.Start(start)!;
        Task<string> output = process.StandardOutput.ReadToEndAsync();
        _ = process.StandardError.ReadToEndAsync();
        if (!process.WaitForExit(TimeSpan.FromSeconds(10)))
        {
            process.Kill();
            return (-1, string.Empty);
        }

        return (process.ExitCode, output.Result);
    }

    /// <summary>Skips the test unless it runs as root on Linux.</summary>
    public static void RequireRoot()
    {
        Assert.SkipUnless(OperatingSystem.IsLinux() && Environment.IsPrivilegedProcess, "needs root on Linux");
    }
}

/// <summary>A 1 MiB tmpfs mounted at a folder, holding the files given, then remounted read-only; unmounted on Dispose.</summary>
internal sealed class ReadOnlyMount : IDisposable
{
    public ReadOnlyMount(string path, params (string Name, string Content)[] files)
    {
        RootTools.RequireRoot();
        Path = path;
        Directory.CreateDirectory(path);
        var (code, error) = RootTools.Run("mount", "-t", "tmpfs", "-o", "size=1m", "none", path);
        Assert.SkipUnless(code == 0, $"cannot mount a tmpfs here: {error.Trim()}");
        foreach ((string name, string content) in files)
        {
            System.IO.File.WriteAllText(System.IO.Path.Combine(path, name), content);
        }

        (code, error) = RootTools.Run("mount", "-o", "remount,ro", path);
        if (code != 0)
        {
            Dispose();
            Assert.Skip($"cannot remount a tmpfs read-only here: {error.Trim()}");
        }
    }

    public string Path { get; }

    public string File(string name) => System.IO.Path.Combine(Path, name);

    public void Dispose() => RootTools.Run("umount", Path);
}

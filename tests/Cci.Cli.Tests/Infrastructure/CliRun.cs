using System.Text;

namespace Cci.Cli.Tests;

/// <summary>Runs cci in-process with captured streams.</summary>
internal sealed record CliRun(int ExitCode, string Out, string Error, byte[] StandardOutput)
{
    public static CliRun Of(byte[]? standardInput, params string[] args)
    {
        using var stdin = new MemoryStream(standardInput ?? []);
        using var stdout = new MemoryStream();
        var outWriter = new StringWriter();
        var errorWriter = new StringWriter();
        int code = CliApplication.Run(args, new CliStreams(stdin, stdout, outWriter, errorWriter));
        return new CliRun(code, outWriter.ToString(), errorWriter.ToString(), stdout.ToArray());
    }

    public static CliRun Of(params string[] args) => Of(null, args);

    public string[] ErrorLines => Error.Split('\n', StringSplitOptions.RemoveEmptyEntries);
}

internal sealed class TempDirectory : IDisposable
{
    public TempDirectory()
    {
        Path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "cci-cli-tests-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(Path);
    }

    public string Path { get; }

    public string File(string name) => System.IO.Path.Combine(Path, name);

    public string Write(string name, string content) => Write(name, Encoding.ASCII.GetBytes(content));

    public string Write(string name, byte[] content)
    {
        string path = File(name);
        System.IO.File.WriteAllBytes(path, content);
        return path;
    }

    public void Dispose() => Directory.Delete(Path, recursive: true);
}

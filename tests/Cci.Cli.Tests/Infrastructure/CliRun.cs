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

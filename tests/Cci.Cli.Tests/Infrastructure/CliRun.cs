namespace Cci.Cli.Tests;

/// <summary>Runs cci in-process with captured streams.</summary>
internal sealed record CliRun(int ExitCode, string Out, string Error, byte[] StandardOutput)
{
    public static CliRun Of(byte[]? standardInput, params string[] args)
    {
        using var stdin = new MemoryStream(standardInput ?? []);
        return Of(stdin, args);
    }

    /// <summary>Runs cci with <paramref name="standardInput"/> as its standard input (one that fails, for instance).</summary>
    public static CliRun Of(Stream standardInput, params string[] args)
    {
        using var stdout = new MemoryStream();
        var outWriter = new StringWriter();
        var errorWriter = new StringWriter();
        int code = CliApplication.Run(args, new CliStreams(standardInput, stdout, outWriter, errorWriter));
        return new CliRun(code, outWriter.ToString(), errorWriter.ToString(), stdout.ToArray());
    }

    public static CliRun Of(params string[] args) => Of((byte[]?)null, args);

    public string[] ErrorLines => Error.Split('\n', StringSplitOptions.RemoveEmptyEntries);
}

namespace Cci.Core.Generate;

/// <summary>
/// The sweep's generated inputs, made as the default input is, until the sweep (moving into the tool) calls
/// <see cref="FileProcessor.Generate(string, long, GenerationOptions?, CancellationToken)"/> itself. The default input (where it
/// lives, the line announcing it) is the tool's: <c>Cci.Cli.Commands.DefaultInput</c>.
/// </summary>
internal static class DefaultInput
{
    /// <summary>Writes <paramref name="size"/> bytes of <see cref="RandomText"/> to <paramref name="path"/> atomically: <c>cci generate</c> with its defaults.</summary>
    public static void Create(string path, long size, ulong seed)
    {
        string full = Path.GetFullPath(path);
        Directory.CreateDirectory(Path.GetDirectoryName(full)!);
        GenerateJob.Run(new GenerateOptions { Output = full, Size = size, Kind = GeneratedText.Random, Seed = seed });
    }
}

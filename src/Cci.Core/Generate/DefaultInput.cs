namespace Cci.Core.Generate;

/// <summary>The embedded default input: the seeds' 640,000,000-byte test file (not a power of two), made on first use.</summary>
public static class DefaultInput
{
    public const string Path = "data/big.txt";
    public const long Size = GenerateOptions.DefaultSize;
    public const ulong Seed = 1;

    /// <summary>Writes <paramref name="size"/> bytes of <see cref="RandomText"/> to <paramref name="path"/> atomically: <c>cci generate</c> with its defaults.</summary>
    public static void Create(string path, long size, ulong seed)
    {
        string full = System.IO.Path.GetFullPath(path);
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(full)!);
        GenerateJob.Run(new GenerateOptions { Output = full, Size = size, Kind = TextKind.Random, Seed = seed });
    }
}

namespace Cci.Core.Generate;

/// <summary>The embedded default input: the seeds' 640,000,000-byte test file (not a power of two), made on first use.</summary>
public static class DefaultInput
{
    public const string Path = "data/big.txt";
    public const long Size = 640_000_000;
    public const ulong Seed = 1;

    /// <summary>Writes <paramref name="size"/> bytes of <see cref="RandomText"/> to <paramref name="path"/> atomically, generating blocks on all cores.</summary>
    public static void Create(string path, long size, ulong seed)
    {
        string full = System.IO.Path.GetFullPath(path);
        Directory.CreateDirectory(System.IO.Path.GetDirectoryName(full)!);
        string temporary = full + ".cci-tmp";
        try
        {
            using (var handle = File.OpenHandle(temporary, FileMode.Create, FileAccess.Write, FileShare.None, FileOptions.None, preallocationSize: size))
            {
                const int chunk = 4 << 20;
                long chunks = (size + chunk - 1) / chunk;
                Parallel.For(0, chunks, () => new byte[chunk], (index, _, buffer) =>
                {
                    long offset = index * chunk;
                    int count = (int)Math.Min(chunk, size - offset);
                    RandomText.Fill(buffer.AsSpan(0, count), offset, seed);
                    RandomAccess.Write(handle, buffer.AsSpan(0, count), offset);
                    return buffer;
                }, _ => { });
            }

            File.Move(temporary, full, overwrite: true);
        }
        finally
        {
            File.Delete(temporary);
        }
    }
}

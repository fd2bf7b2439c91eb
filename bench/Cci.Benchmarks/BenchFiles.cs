namespace Cci.Benchmarks;

/// <summary>
/// A private temporary folder with an input of random text and an output already holding the same bytes, both made by
/// write(2), so an in-place output's page cache starts as the C baselines' does. Deleted by <see cref="Dispose"/>.
/// </summary>
internal sealed class BenchFiles : IDisposable
{
    public BenchFiles(long size)
    {
        Directory = System.IO.Directory.CreateTempSubdirectory("cci-bench-").FullName;
        Input = Path.Combine(Directory, "in.txt");
        Output = Path.Combine(Directory, "out.txt");
        byte[] bytes = new byte[size];
        Cci.Core.Generate.RandomText.Fill(bytes, 0, 1);
        File.WriteAllBytes(Input, bytes);
        File.WriteAllBytes(Output, bytes);
    }

    public string Directory { get; }

    public string Input { get; }

    public string Output { get; }

    public void Dispose() => System.IO.Directory.Delete(Directory, recursive: true);
}

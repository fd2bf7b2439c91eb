namespace Cci.Unsafe.Tests;

/// <summary>A fresh directory per test, deleted afterwards.</summary>
public sealed class TempDirectory : IDisposable
{
    public TempDirectory()
    {
        Path = System.IO.Path.Combine(System.IO.Path.GetTempPath(), "cci-tests-" + Guid.NewGuid().ToString("N"));
        Directory.CreateDirectory(Path);
    }

    public string Path { get; }

    public string File(string name) => System.IO.Path.Combine(Path, name);

    public string Write(string name, byte[] content)
    {
        string path = File(name);
        System.IO.File.WriteAllBytes(path, content);
        return path;
    }

    public void Dispose() => Directory.Delete(Path, recursive: true);
}

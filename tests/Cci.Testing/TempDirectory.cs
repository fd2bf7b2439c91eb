using System.Text;

namespace Cci.Testing;

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

    public string Write(string name, string content) => Write(name, Encoding.ASCII.GetBytes(content));

    public string Write(string name, byte[] content)
    {
        string path = File(name);
        System.IO.File.WriteAllBytes(path, content);
        return path;
    }

    /// <summary>A new file of <paramref name="length"/> zero bytes that occupy no disk (a sparse file): large inputs at no cost.</summary>
    public string WriteSparse(string name, long length)
    {
        string path = File(name);
        using var handle = System.IO.File.OpenHandle(path, FileMode.CreateNew, FileAccess.Write);
        RandomAccess.SetLength(handle, length);
        return path;
    }

    /// <summary>Everything in the directory other than the named files: leftovers such as temporary files.</summary>
    public string[] Others(params string[] expected) =>
        Directory.GetFileSystemEntries(Path).Select(System.IO.Path.GetFileName).Where(n => !expected.Contains(n)).ToArray()!;

    public void Dispose() => Directory.Delete(Path, recursive: true);
}

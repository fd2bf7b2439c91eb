namespace Cci.Core.Files;

/// <summary>A temporary folder named by <see cref="Leftovers"/>, whose lock file is held open while it lives; disposing deletes it.</summary>
public sealed class ScratchFolder : IDisposable
{
    private readonly FileStream _lock;

    internal ScratchFolder(string path, string lockFileName)
    {
        Path = path;
        Directory.CreateDirectory(path);
        TemporaryFiles.Register(path);
        try
        {
            _lock = new FileStream(System.IO.Path.Combine(path, lockFileName), FileMode.CreateNew, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete);
        }
        catch
        {
            Directory.Delete(path, recursive: true);
            TemporaryFiles.Unregister(path);
            throw;
        }
    }

    public string Path { get; }

    public void Dispose()
    {
        _lock.Dispose();
        if (Directory.Exists(Path))
        {
            Directory.Delete(Path, recursive: true);
        }

        TemporaryFiles.Unregister(Path);
    }
}

namespace Cci.Core.Files;

/// <summary>
/// Writes a temporary file beside the output and renames it over the output on commit, so the
/// output path only ever holds its old content or the complete new one. The rename is within one
/// directory, hence one file system, hence atomic.
/// </summary>
public sealed class AtomicOutputTarget : IOutputTarget
{
    private readonly string _finalPath;
    private bool _committed;

    public AtomicOutputTarget(string path, long length)
    {
        _finalPath = OutputPath.Validate(path);
        string temporary = Path.Combine(
            Path.GetDirectoryName(_finalPath)!, $".{Path.GetFileName(_finalPath)}.{Guid.NewGuid():N}.cci-tmp");
        var handle = OutputErrors.Open(path, creating: true, () =>
            System.IO.File.OpenHandle(temporary, FileMode.CreateNew, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete));
        TemporaryFiles.Register(temporary);
        File = new OutputFile(temporary, handle, length);
        try
        {
            RandomAccess.SetLength(handle, length);
        }
        catch (IOException ex)
        {
            Dispose();
            throw OutputErrors.NameOutput(ex, temporary, path);
        }
        catch
        {
            Dispose();
            throw;
        }
    }

    public OutputFile File { get; }

    public void Commit()
    {
        File.Handle.Dispose();
        if (!OperatingSystem.IsWindows() && System.IO.File.Exists(_finalPath))
        {
            // A replaced output keeps its permissions, as it would had it been written in place.
            System.IO.File.SetUnixFileMode(File.Path, System.IO.File.GetUnixFileMode(_finalPath));
        }

        System.IO.File.Move(File.Path, _finalPath, overwrite: true);
        TemporaryFiles.Unregister(File.Path);
        _committed = true;
    }

    public void Dispose()
    {
        File.Handle.Dispose();
        if (!_committed)
        {
            System.IO.File.Delete(File.Path);
            TemporaryFiles.Unregister(File.Path);
        }
    }
}

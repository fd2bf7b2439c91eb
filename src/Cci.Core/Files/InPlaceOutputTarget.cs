namespace Cci.Core.Files;

/// <summary>
/// Writes into the existing output (created if missing). It is never truncated to zero — on Linux
/// truncating a cached file makes the file system write it back first — and its length changes
/// once, only if it differs. Fast, not atomic: a failed run leaves a partly written output.
/// </summary>
public sealed class InPlaceOutputTarget : IOutputTarget
{
    public InPlaceOutputTarget(string path, long length)
    {
        string full = OutputPath.Validate(path);
        var handle = System.IO.File.OpenHandle(full, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete);
        File = new OutputFile(full, handle, length);
        try
        {
            if (RandomAccess.GetLength(handle) != length)
            {
                RandomAccess.SetLength(handle, length);
            }
        }
        catch
        {
            handle.Dispose();
            throw;
        }
    }

    public OutputFile File { get; }

    public void Commit() => File.Handle.Dispose();

    public void Dispose() => File.Handle.Dispose();
}

namespace Cci.Core.Files;

/// <summary>
/// Writes into the existing output (created if missing). It is never truncated to zero — on Linux
/// truncating a cached file makes the file system write it back first — and its length changes
/// once, only if it differs. Fast, not atomic: a failed run leaves a partly written output, but
/// never a longer one — a run that fails is cut back to the old length, so a failure before the
/// first write (no room to reserve, say) leaves the old output exactly as it was.
/// </summary>
public sealed class InPlaceOutputTarget : IOutputTarget
{
    private readonly long _oldLength;
    private bool _committed;

    public InPlaceOutputTarget(string path, long length)
    {
        string full = OutputPath.Validate(path);
        var handle = OutputErrors.Open(path, creating: false, () =>
            System.IO.File.OpenHandle(full, FileMode.OpenOrCreate, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete));
        File = new OutputFile(full, handle, length);
        try
        {
            _oldLength = RandomAccess.GetLength(handle);
            if (_oldLength != length)
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

    public void Commit()
    {
        _committed = true;
        File.Handle.Dispose();
    }

    public void Dispose()
    {
        if (!_committed && !File.Handle.IsClosed && _oldLength < File.Length)
        {
            try
            {
                RandomAccess.SetLength(File.Handle, _oldLength);
            }
            catch (IOException)
            {
                // Best effort: the run has already failed with the error that matters.
            }
        }

        File.Handle.Dispose();
    }
}

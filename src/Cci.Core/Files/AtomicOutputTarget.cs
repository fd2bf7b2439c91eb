using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Writes a temporary file beside the output and renames it over the output on commit, so the
/// output path only ever holds its old content or the complete new one. The rename is within one
/// directory, hence one file system, hence atomic. The temporary name (".cci-PID-RANDOM.cci-tmp",
/// see <see cref="Leftovers"/>) fits beside any output name. A replaced output keeps its owner, group
/// and mode; its set-ID bits only where its owner could be kept.
/// </summary>
public sealed class AtomicOutputTarget : IOutputTarget
{
    private readonly string _finalPath;
    private bool _committed;

    public AtomicOutputTarget(string path, long length)
        : this(OutputPath.Validate(path), length, path)
    {
    }

    /// <param name="finalPath">The full path to replace (a symbolic link's final target).</param>
    /// <param name="length">The length to make the temporary file; null to let it grow as it is written.</param>
    /// <param name="shownPath">The output as the user named it, for messages.</param>
    internal AtomicOutputTarget(string finalPath, long? length, string shownPath)
    {
        _finalPath = finalPath;
        string directory = Path.GetDirectoryName(finalPath)!;
        string temporary = Path.Combine(directory, Leftovers.NewFileName());
        SafeFileHandle handle = OutputErrors.Open(shownPath, creating: true, () =>
            System.IO.File.OpenHandle(temporary, FileMode.CreateNew, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete));

        TemporaryFiles.Register(temporary);
        File = new OutputFile(temporary, handle, length ?? 0);
        try
        {
            if (length is long known)
            {
                RandomAccess.SetLength(handle, known);
            }
        }
        catch (IOException ex)
        {
            Dispose();
            throw OutputErrors.NameOutput(ex, temporary, shownPath);
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
        if (OperatingSystem.IsWindows())
        {
            // Windows cannot rename a file that is open.
            File.Handle.Dispose();
            System.IO.File.Move(File.Path, _finalPath, overwrite: true);
        }
        else
        {
            // Kept open until renamed: an open temporary file is how a later run knows this one is alive.
            KeepOwnerAndMode();
            System.IO.File.Move(File.Path, _finalPath, overwrite: true);
            File.Handle.Dispose();
        }

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

    /// <summary>Gives the temporary file the replaced file's owner, group and mode, as a write in place would have kept them.</summary>
    [System.Runtime.Versioning.UnsupportedOSPlatform("windows")]
    private void KeepOwnerAndMode()
    {
        PathStatus? old;
        try
        {
            old = FileKinds.OfPath(_finalPath);
        }
        catch (IOException)
        {
            old = null;
        }

        if (old is null)
        {
            return;
        }

        UnixFileMode mode = old.Mode;
        if (old.Owner is null || !FileOwner.TryChange(File.Handle, old.Owner, old.Group))
        {
            // Only root may give a file away: the new file stays ours (in the old group where we may).
            // Its set-ID bits would then run it as us, not as the old owner: never carry them over.
            FileOwner.TryChange(File.Handle, null, old.Group);
            mode &= ~(UnixFileMode.SetUser | UnixFileMode.SetGroup);
        }

        System.IO.File.SetUnixFileMode(File.Handle, mode);
    }
}

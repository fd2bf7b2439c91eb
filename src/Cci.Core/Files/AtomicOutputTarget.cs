using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Writes a temporary file beside the output and renames it over the output on commit, so the
/// output path only ever holds its old content or the complete new one. The rename is within one
/// directory, hence one file system, hence atomic. The temporary name (".cci-PID-RANDOM.cci-tmp",
/// see <see cref="Leftovers"/>) fits beside any output name. The temporary file is created private
/// (<see cref="PrivateFile"/>: 0600, locked while alive) and gets the replaced file's owner, group, mode,
/// ACL and extended attributes before any byte is written (<see cref="ReplacementMetadata"/>; set-ID
/// bits only where the owner could be kept), or, for a new output, what a plain create would give it
/// (the umask, the directory's default ACL). An attribute that cannot be kept refuses the replace.
/// </summary>
internal sealed class AtomicOutputTarget : IOutputTarget
{
    private readonly string _finalPath;
    private readonly string _shownPath;
    private readonly ReplacementMetadata _metadata;
    private bool _committed;

    /// <param name="finalPath">The full path to replace (a symbolic link's final target).</param>
    /// <param name="length">The length to make the temporary file; null to let it grow as it is written.</param>
    /// <param name="shownPath">The output as the user named it, for messages.</param>
    /// <param name="writeThrough">Open the temporary file so each write reaches the disk before it returns (generate --write-through).</param>
    internal AtomicOutputTarget(string finalPath, long? length, string shownPath, bool writeThrough = false)
    {
        _finalPath = finalPath;
        _shownPath = shownPath;
        string directory = Path.GetDirectoryName(finalPath)!;
        try
        {
            _metadata = ReplacementMetadata.Of(finalPath);
        }
        catch (IOException ex)
        {
            throw new CciException($"cannot replace '{shownPath}': {ex.Message}");
        }

        string temporary = "";
        SafeFileHandle handle = OutputErrors.Open(shownPath, creating: true, () =>
            PrivateFile.Create(directory, Leftovers.NewFileName, writeThrough, out temporary));

        TemporaryFiles.Register(temporary);
        Written = new OutputFile(temporary, handle, length ?? 0);
        try
        {
            _metadata.ApplyBeforeWrite(handle);
            if (length is long known)
            {
                RandomAccess.SetLength(handle, known);
            }
        }
        catch (AttributeNotKeptException ex)
        {
            Dispose();
            throw NotKept(ex);
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

    public OutputFile Written { get; }

    public void Commit()
    {
        try
        {
            _metadata.ApplyAtCommit(Written.Handle);
        }
        catch (AttributeNotKeptException ex)
        {
            throw NotKept(ex);
        }

        // Closed once renamed where the OS allows it: the lock is how a later run knows this one is alive.
        PrivateFile.RenameOver(Written.Handle, Written.Path, _finalPath);

        TemporaryFiles.Unregister(Written.Path);
        _committed = true;
    }

    public void Dispose()
    {
        Written.Handle.Dispose();
        if (!_committed)
        {
            File.Delete(Written.Path);
            TemporaryFiles.Unregister(Written.Path);
        }
    }

    private CciException NotKept(AttributeNotKeptException ex) =>
        new($"cannot replace '{_shownPath}' keeping its extended attribute '{ex.Name}': {ex.Reason} (--overwrite writes it in place)");
}

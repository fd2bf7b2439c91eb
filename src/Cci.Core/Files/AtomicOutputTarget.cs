using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Writes a temporary file beside the output and renames it over the output on commit, so the output path only ever
/// holds its old content or the complete new one. The rename is within one directory, hence one file system, hence
/// atomic. Everything goes through the output's <see cref="OutputEntry"/>: the temporary file (".cci-PID-RANDOM.cci-tmp",
/// see <see cref="Leftovers"/>) is created in the held directory (openat, O_EXCL, no link followed), written only through
/// its one handle, renamed with renameat and, after a failure, removed with unlinkat only while its name still names
/// it. It is created private (<see cref="PrivateFile"/>: 0600, locked while alive) and stays so while it is written;
/// the replaced file's owner, ACL and mode (<see cref="ReplacementMetadata"/>; set-ID bits only where the owner could be
/// kept), or, for a new output, what a plain create would give it (the umask, the directory's default ACL), are given
/// after the last byte, before the rename. An attribute that cannot be kept refuses the replace.
/// </summary>
internal sealed class AtomicOutputTarget : IOutputTarget
{
    private readonly OutputEntry _entry;
    private readonly string _shownPath;
    private readonly string _temporaryName;
    private readonly ReplacementMetadata _metadata;
    private bool _committed;

    /// <param name="entry">The output, resolved once.</param>
    /// <param name="length">The length to make the temporary file; null to let it grow as it is written.</param>
    /// <param name="shownPath">The output as the user named it, for messages.</param>
    /// <param name="writeThrough">Open the temporary file so each write reaches the disk before it returns (generate --write-through).</param>
    internal AtomicOutputTarget(OutputEntry entry, long? length, string shownPath, bool writeThrough = false)
    {
        _entry = entry;
        _shownPath = shownPath;
        try
        {
            _metadata = ReplacementMetadata.Of(entry);
        }
        catch (IOException ex)
        {
            throw new CciException($"cannot replace '{shownPath}': {ex.Message}");
        }

        string name = "";
        SafeFileHandle handle = OutputErrors.Open(shownPath, creating: true, () =>
            PrivateFile.Create(entry.Directory, Leftovers.NewFileName, writeThrough, out name));
        _temporaryName = name;
        string temporary = Path.Combine(entry.Directory.DirectoryPath, name);

        // A signal that must end the process removes it as Dispose would: by name in the held directory, only while the name is this file.
        TemporaryFiles.Register(temporary, () => entry.Directory.RemoveIfSame(name, handle));
        Written = new OutputFile(temporary, handle, length ?? 0, IsRunsOwn: true);
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

        // A name swapped by another user (who may rename entries here) is refused rather than renamed over the output.
        if (!_entry.Directory.StillNames(_temporaryName, Written.Handle))
        {
            throw new CciException($"cannot replace '{_shownPath}': its temporary file was renamed or removed by another process while it was written; the output was left as it was");
        }

        OutputWriteBack.Check(Written.Handle, Written.Path);

        // Closed once renamed where the OS allows it: the lock is how a later run knows this one is alive.
        PrivateFile.RenameOver(Written.Handle, _entry.Directory, _temporaryName, _entry.Name);

        TemporaryFiles.Unregister(Written.Path);
        _committed = true;
    }

    public void Dispose()
    {
        if (!_committed && !Written.Handle.IsClosed)
        {
            // Removed only while its name still names this file (closing it too), never by path.
            _entry.Directory.RemoveIfSame(_temporaryName, Written.Handle);
        }
        else if (!_committed)
        {
            // Windows closes the file before its rename, which then failed.
            _entry.Directory.RemoveFile(_temporaryName);
        }

        Written.Handle.Dispose();
        TemporaryFiles.Unregister(Written.Path);
    }

    private CciException NotKept(AttributeNotKeptException ex) =>
        new($"cannot replace '{_shownPath}' keeping its extended attribute '{ex.Name}': {ex.Reason} (--overwrite writes it in place)");
}

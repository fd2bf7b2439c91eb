using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Writes into the existing output (created if missing). It is never truncated to zero — on Linux
/// truncating a cached file makes the file system write it back first — and its length changes
/// once, only if it differs. Fast, not atomic: a failed run leaves a partly written output, but
/// never a longer one — a run that fails is cut back to the old length, so a failure before the
/// first write (no room to reserve, say) leaves the old output exactly as it was, and an output the
/// run created is removed again. The file is the one the output's <see cref="OutputEntry"/> resolved: opened through
/// its held handle, or created in its held directory (O_EXCL, no link followed), and removed after a failure only while
/// its name still names it.
/// </summary>
internal sealed class InPlaceOutputTarget : IOutputTarget
{
    private readonly OutputEntry _entry;
    private readonly long _oldLength;
    private readonly bool _created;
    private bool _committed;

    /// <param name="entry">The output, resolved once.</param>
    /// <param name="length">The new length, set up front; null to keep the old one until the writer cuts it to what it wrote.</param>
    /// <param name="shownPath">The output as the user named it, for messages.</param>
    /// <param name="writeThrough">Open it so each write reaches the disk before it returns (generate --write-through).</param>
    internal InPlaceOutputTarget(OutputEntry entry, long? length, string shownPath, bool writeThrough = false)
    {
        _entry = entry;
        _created = entry.Existing is null;
        SafeFileHandle handle = OutputErrors.Open(shownPath, creating: _created, () => _created
            ? entry.CreateNew(writeThrough)
            : entry.OpenExisting(read: true, writeThrough, CancellationToken.None));
        try
        {
            _oldLength = RandomAccess.GetLength(handle);
            Written = new OutputFile(entry.FilePath, handle, length ?? _oldLength);
            if (length is long known && _oldLength != known)
            {
                RandomAccess.SetLength(handle, known);

                // Room for what grows is reserved before the first write where the file system can (fallocate), so a full
                // disk fails here with the old output whole; where it cannot, a full disk fails at a write, in place.
                if (known > _oldLength)
                {
                    FileSpace.TryReserve(handle, known, shownPath);
                }
            }
        }
        catch
        {
            // Written is set once the old length is known.
            if (!_created && Written is not null)
            {
                TryRestoreLength(handle);
            }

            RemoveIfCreated(handle);
            handle.Dispose();
            throw;
        }
    }

    public OutputFile Written { get; }

    public void Commit()
    {
        OutputWriteBack.Check(Written.Handle, Written.Path);
        _committed = true;
        Written.Handle.Dispose();
    }

    public void Dispose()
    {
        if (!_committed && !Written.Handle.IsClosed)
        {
            TryRestoreLength(Written.Handle);
            RemoveIfCreated(Written.Handle);
        }

        Written.Handle.Dispose();
    }

    /// <summary>A file this run created is not left behind by a run that failed: the output did not exist before it.</summary>
    /// <summary>Cuts the file back to its old length when it is longer (best effort: the run has already failed with the error that matters).</summary>
    private void TryRestoreLength(SafeFileHandle handle)
    {
        try
        {
            if (RandomAccess.GetLength(handle) > _oldLength)
            {
                RandomAccess.SetLength(handle, _oldLength);
            }
        }
        catch (IOException)
        {
        }
    }

    private void RemoveIfCreated(SafeFileHandle handle)
    {
        if (_created)
        {
            _entry.Directory.RemoveIfSame(_entry.Name, handle);
        }
    }
}

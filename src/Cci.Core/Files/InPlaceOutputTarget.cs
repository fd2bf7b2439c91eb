using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Files;

/// <summary>
/// Writes into the existing output (created if missing). It is never truncated to zero — on Linux
/// truncating a cached file makes the file system write it back first — and its length changes
/// once, only if it differs. Fast, not atomic: a failed run leaves a partly written output, but
/// never a longer one — a run that fails is cut back to the old length, so a failure before the
/// first write (no room to reserve, say) leaves the old output exactly as it was, and an output the
/// run created is removed again.
/// </summary>
internal sealed class InPlaceOutputTarget : IOutputTarget
{
    private readonly long _oldLength;
    private readonly bool _created;
    private readonly string _path;
    private bool _committed;

    public InPlaceOutputTarget(string path, long length)
        : this(OutputPath.Validate(path), (long?)length, path)
    {
    }

    /// <param name="fullPath">The full path of the file (a symbolic link's final target).</param>
    /// <param name="length">The new length, set up front; null to keep the old one until the writer cuts it to what it wrote.</param>
    /// <param name="shownPath">The output as the user named it, for messages.</param>
    /// <param name="writeThrough">Open it so each write reaches the disk before it returns (generate --write-through).</param>
    internal InPlaceOutputTarget(string fullPath, long? length, string shownPath, bool writeThrough = false)
    {
        _path = fullPath;
        bool created = false;
        var handle = OutputErrors.Open(shownPath, creating: false, () => OpenOrCreate(fullPath, writeThrough, out created));
        _created = created;
        try
        {
            _oldLength = RandomAccess.GetLength(handle);
            Written = new OutputFile(fullPath, handle, length ?? _oldLength);
            if (length is long known && _oldLength != known)
            {
                RandomAccess.SetLength(handle, known);
            }
        }
        catch
        {
            handle.Dispose();
            RemoveIfCreated();
            throw;
        }
    }

    public OutputFile Written { get; }

    public void Commit()
    {
        _committed = true;
        Written.Handle.Dispose();
    }

    public void Dispose()
    {
        if (!_committed && !Written.Handle.IsClosed)
        {
            try
            {
                if (RandomAccess.GetLength(Written.Handle) > _oldLength)
                {
                    RandomAccess.SetLength(Written.Handle, _oldLength);
                }
            }
            catch (IOException)
            {
                // Best effort: the run has already failed with the error that matters.
            }
        }

        Written.Handle.Dispose();
        if (!_committed)
        {
            RemoveIfCreated();
        }
    }

    /// <summary>Opens the file, or creates it when it is missing, telling which (a missing output a failed run made is removed again).</summary>
    private static SafeFileHandle OpenOrCreate(string path, bool writeThrough, out bool created)
    {
        FileOptions options = writeThrough ? FileOptions.WriteThrough : FileOptions.None;
        while (true)
        {
            try
            {
                created = false;
                return File.OpenHandle(path, FileMode.Open, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete, options);
            }
            catch (FileNotFoundException)
            {
            }

            try
            {
                created = true;
                return File.OpenHandle(path, FileMode.CreateNew, FileAccess.ReadWrite, FileShare.ReadWrite | FileShare.Delete, options);
            }
            catch (IOException) when (File.Exists(path))
            {
                // Made by someone else between the two opens: open theirs.
            }
        }
    }

    /// <summary>A file this run created is not left behind by a run that failed: the output did not exist before it.</summary>
    private void RemoveIfCreated()
    {
        if (_created)
        {
            try
            {
                File.Delete(_path);
            }
            catch (Exception e) when (e is IOException or UnauthorizedAccessException)
            {
                // Best effort: the run has already failed with the error that matters.
            }
        }
    }
}

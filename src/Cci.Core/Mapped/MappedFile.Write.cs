using Cci.Unsafe;

namespace Cci;

public sealed partial class MappedFile
{
    /// <summary>
    /// Maps <paramref name="length"/> bytes of the file from <paramref name="offset"/> for writing, calls
    /// <paramref name="writer"/> with them, and unmaps them: what the writer stored is in the file (and seen by
    /// every reader of it) when this returns. Call <see cref="Flush"/> to make it durable.
    /// </summary>
    /// <param name="offset">Where the range starts in the file: any offset, no alignment needed.</param>
    /// <param name="length">How many bytes to map. Zero hands the writer an empty span and maps nothing.</param>
    /// <param name="writer">
    /// Writes the bytes; the span holds the file's current contents. It is valid only until the writer
    /// returns. If the writer throws, what it stored before throwing stays in the file, and the exception is
    /// passed on.
    /// </param>
    /// <exception cref="ArgumentNullException"><paramref name="writer"/> is null.</exception>
    /// <exception cref="NotSupportedException">The file was opened by <see cref="OpenRead"/>.</exception>
    /// <exception cref="ArgumentOutOfRangeException">The range does not lie within the file's <see cref="Length"/>.</exception>
    /// <exception cref="ObjectDisposedException">The file was disposed.</exception>
    /// <exception cref="IOException">The OS refused the mapping; the message carries its reason.</exception>
    public void Write(long offset, int length, MappedWriter writer)
    {
        ArgumentNullException.ThrowIfNull(writer);
        ThrowIfDisposed();
        if (!CanWrite)
        {
            throw new NotSupportedException($"'{_path}' was opened by MappedFile.OpenRead; open it by OpenReadWrite to write it.");
        }

        CheckRange(offset, length);
        if (length == 0)
        {
            writer([]);
            return;
        }

        bool added = false;
        try
        {
            AddRef(ref added);
            using IMappedView view = Map(offset, length, MapAccess.ReadWrite);
            writer(view.GetSpan(0, length));

            // Each Write's view is gone by the time Flush runs, so Flush can only fsync the file. Its changes are
            // handed to the file before the view goes (FlushViewOfFile on Windows, where an unmapped view is
            // written lazily; nothing on Unix, where munmap leaves the dirty pages in the page cache fsync writes).
            view.WriteBack();
        }
        finally
        {
            if (added)
            {
                _file.DangerousRelease();
            }
        }
    }

    /// <summary>
    /// Makes everything that <see cref="Write"/> calls which have returned stored in the file durable: it waits
    /// until the data has reached the storage device, as <c>fsync</c> (Unix) or <c>FlushFileBuffers</c>
    /// (Windows) do. Does nothing for a file opened by <see cref="OpenRead"/>.
    /// </summary>
    /// <exception cref="ObjectDisposedException">The file was disposed.</exception>
    /// <exception cref="IOException">The OS reported a failure to write the data (the data may be lost).</exception>
    public void Flush()
    {
        ThrowIfDisposed();
        if (!CanWrite)
        {
            return;
        }

        // Why an fsync of the file is the whole of it: every Write has unmapped its view before it returned, after
        // handing the view's changes to the file (see Write), so they are dirty pages of the file's cache, which
        // fsync / FlushFileBuffers write and wait for. msync or FlushViewOfFile here would have no view to name.
        bool added = false;
        try
        {
            AddRef(ref added);
            RandomAccess.FlushToDisk(_file);
        }
        finally
        {
            if (added)
            {
                _file.DangerousRelease();
            }
        }
    }
}

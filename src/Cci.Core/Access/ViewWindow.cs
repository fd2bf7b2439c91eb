using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// One worker's moving window of views onto a file, whatever maps them (<see cref="MappedWindow"/>: mmap;
/// <see cref="AccessorWindow"/>: MemoryMappedViewAccessor). The file is mapped a view at a time, each view
/// <c>viewSize</c> bytes at a multiple of <c>viewSize</c>; the view size is a multiple of the stripe size, so a
/// stripe never spans a view edge and a file larger than memory or address space is processed view by view.
/// Workers map their own views: no worker waits for another to finish one. With <c>flushViews</c> each view is
/// flushed to disk before it is unmapped (for --sync).
/// </summary>
internal abstract class ViewWindow<TView>(SafeFileHandle file, long fileLength, long viewSize, string path, bool flushViews) : IDisposable
    where TView : class, IDisposable
{
    private TView? _view;

    protected SafeFileHandle File { get; } = file;

    protected long FileLength { get; } = fileLength;

    protected string FilePath { get; } = path;

    /// <summary>Where the current view starts in the file.</summary>
    protected long ViewStart { get; private set; }

    private long ViewLength { get; set; }

    public void Dispose() => Release();

    /// <summary>A view that holds <paramref name="length"/> bytes at <paramref name="offset"/>: the current one, or the next.</summary>
    protected TView ViewOver(long offset, int length)
    {
        if (_view is null || offset < ViewStart || offset + length > ViewStart + ViewLength)
        {
            Remap(offset, length);
        }

        return _view!;
    }

    /// <summary>Maps <paramref name="length"/> bytes of the file at <paramref name="start"/>.</summary>
    protected abstract TView Map(long start, long length);

    /// <summary>Writes the view's dirty pages to disk and waits.</summary>
    protected abstract void Flush(TView view);

    private void Release()
    {
        TView? view = _view;
        _view = null;
        if (view is null)
        {
            return;
        }

        using (view)
        {
            if (flushViews)
            {
                Flush(view);
            }
        }
    }

    private void Remap(long offset, int length)
    {
        Release();

        // Touching a page of a mapping beyond the end of the file raises SIGBUS, which the runtime
        // cannot turn into an exception. So before each view the file is checked to still be as
        // long as when the run began; a file cut shorter is reported instead of faulting on.
        long now = RandomAccess.GetLength(File);
        if (now < FileLength)
        {
            throw new IOException($"'{FilePath}' shrank from {FileLength} to {now} bytes during the run");
        }

        long start = offset - (offset % viewSize);
        long end = Math.Min(FileLength, start + viewSize);
        if (offset + length > end)
        {
            // A read that does not fit the view grid (a caller not using a stripe plan) gets a view of its own.
            start = offset;
            end = offset + length;
        }

        _view = Map(start, end - start);
        ViewStart = start;
        ViewLength = end - start;
    }
}

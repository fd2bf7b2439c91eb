using System.IO.MemoryMappedFiles;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// One worker's moving window of <see cref="MemoryMappedViewAccessor"/>s onto a <see cref="MemoryMappedFile"/>,
/// sized and moved as <see cref="MappedWindow"/>'s views are: <c>viewSize</c> bytes at multiples of <c>viewSize</c>,
/// a whole number of stripes, so a stripe never spans a view edge. With <c>flushViews</c> each view is flushed
/// to disk before it is disposed (for --sync).
/// </summary>
/// <param name="map">The file's mapping, shared by every worker; null for an empty file, which has no view.</param>
internal sealed class AccessorWindow(
    MemoryMappedFile? map, SafeFileHandle file, long fileLength, long viewSize, MemoryMappedFileAccess access, string path, bool flushViews = false) : IDisposable
{
    private MemoryMappedViewAccessor? _view;
    private long _viewStart;
    private long _viewLength;

    /// <summary>The accessor whose view holds <paramref name="length"/> (at least 1) bytes at <paramref name="offset"/>, and where they start in it.</summary>
    public MemoryMappedViewAccessor Over(long offset, int length, out long position)
    {
        if (_view is null || offset < _viewStart || offset + length > _viewStart + _viewLength)
        {
            Remap(offset, length);
        }

        position = offset - _viewStart;
        return _view!;
    }

    public void Dispose() => Release();

    private void Release()
    {
        MemoryMappedViewAccessor? view = _view;
        _view = null;
        if (view is null)
        {
            return;
        }

        using (view)
        {
            if (flushViews)
            {
                view.Flush();
            }
        }
    }

    private void Remap(long offset, int length)
    {
        Release();
        if (map is null || offset < 0 || offset + length > fileLength)
        {
            throw new ArgumentOutOfRangeException(nameof(offset), offset, $"{length} bytes at {offset} lie outside the {fileLength} bytes of '{path}'");
        }

        // As MappedWindow: a view over pages past the end of a file cut short would fault (SIGBUS) on the
        // first access, so the file is checked to still be as long as when the run began before each view.
        long now = RandomAccess.GetLength(file);
        if (now < fileLength)
        {
            throw new IOException($"'{path}' shrank from {fileLength} to {now} bytes during the run");
        }

        long start = offset - (offset % viewSize);
        long end = Math.Min(fileLength, start + viewSize);
        if (offset + length > end)
        {
            // A read that does not fit the view grid (a caller not using a stripe plan) gets a view of its own.
            start = offset;
            end = offset + length;
        }

        _view = map.CreateViewAccessor(start, end - start, access);
        _viewStart = start;
        _viewLength = end - start;
    }
}

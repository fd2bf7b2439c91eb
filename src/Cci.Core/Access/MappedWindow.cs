using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// One worker's moving window onto a mapped file. The file is mapped a view at a time, each view
/// <c>viewSize</c> bytes at a multiple of <c>viewSize</c>; the view size is a multiple of the stripe
/// size, so a stripe never spans a view edge and a file larger than memory or address space is
/// processed view by view. Workers map their own views: no worker waits for another to finish one.
/// With <c>flushViews</c> each view is flushed to disk before it is unmapped (for --sync).
/// </summary>
internal sealed class MappedWindow(SafeFileHandle file, long fileLength, long viewSize, MapAccess access, string path, bool flushViews = false) : IDisposable
{
    private IMappedView? _view;

    /// <summary>Rounds a requested view size to a whole number of stripes (at least one).</summary>
    public static long ViewSizeFor(long requested, int maxStripe) =>
        Math.Max(maxStripe, requested - (requested % maxStripe));

    public Span<byte> Get(long offset, int length)
    {
        if (length == 0)
        {
            return [];
        }

        if (_view is null || offset < _view.FileOffset || offset + length > _view.FileOffset + _view.Length)
        {
            Remap(offset, length);
        }

        return _view!.GetSpan(offset - _view.FileOffset, length);
    }

    public void Dispose() => Release();

    private void Release()
    {
        IMappedView? view = _view;
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

        // Touching a page of a mapping beyond the end of the file raises SIGBUS, which the runtime
        // cannot turn into an exception. So before each view the file is checked to still be as
        // long as when the run began; a file cut shorter is reported instead of faulting on.
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

        _view = MappedFile.Map(file, start, end - start, access);
        if (access == MapAccess.Read)
        {
            _view.AdviseSequential();
        }
    }
}

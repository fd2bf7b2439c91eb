using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>One worker's moving window of mmap views onto a file (<see cref="ViewWindow{TView}"/>), read as spans.</summary>
internal sealed class MappedWindow(SafeFileHandle file, long fileLength, long viewSize, MapAccess access, string path, bool flushViews = false)
    : ViewWindow<IMappedView>(file, fileLength, viewSize, path, flushViews)
{
    /// <summary>Rounds a requested view size to a whole number of stripes (at least one).</summary>
    public static long ViewSizeFor(long requested, int maxStripe) =>
        Math.Max(maxStripe, requested - (requested % maxStripe));

    public Span<byte> Get(long offset, int length)
    {
        if (length == 0)
        {
            return [];
        }

        return ViewOver(offset, length).GetSpan(offset - ViewStart, length);
    }

    protected override IMappedView Map(long start, long length)
    {
        IMappedView view = FileMapping.Map(File, start, length, access);
        if (access == MapAccess.Read)
        {
            view.AdviseSequential();
        }

        return view;
    }

    protected override void Flush(IMappedView view) => view.Flush();
}

using System.IO.MemoryMappedFiles;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// One worker's moving window of <see cref="MemoryMappedViewAccessor"/>s onto a <see cref="MemoryMappedFile"/>
/// (<see cref="ViewWindow{TView}"/>: sized and moved as <see cref="MappedWindow"/>'s views are).
/// </summary>
/// <param name="map">The file's mapping, shared by every worker; null for an empty file, which has no view.</param>
internal sealed class AccessorWindow(
    MemoryMappedFile? map, SafeFileHandle file, long fileLength, long viewSize, MemoryMappedFileAccess access, string path, bool flushViews = false)
    : ViewWindow<MemoryMappedViewAccessor>(file, fileLength, viewSize, path, flushViews)
{
    /// <summary>The accessor whose view holds <paramref name="length"/> (at least 1) bytes at <paramref name="offset"/>, and where they start in it.</summary>
    public MemoryMappedViewAccessor Over(long offset, int length, out long position)
    {
        if (map is null || offset < 0 || offset + length > FileLength)
        {
            throw new ArgumentOutOfRangeException(nameof(offset), offset, $"{length} bytes at {offset} lie outside the {FileLength} bytes of '{FilePath}'");
        }

        MemoryMappedViewAccessor view = ViewOver(offset, length);
        position = offset - ViewStart;
        return view;
    }

    protected override MemoryMappedViewAccessor Map(long start, long length) => map!.CreateViewAccessor(start, length, access);

    protected override void Flush(MemoryMappedViewAccessor view) => view.Flush();
}

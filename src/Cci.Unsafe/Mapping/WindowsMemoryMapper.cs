using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>CreateFileMapping / MapViewOfFile / UnmapViewOfFile / FlushViewOfFile from kernel32.</summary>
internal sealed class WindowsMemoryMapper : MemoryMapper
{
    /// <summary>The alignment a view's start is rounded down to: the allocation granularity (64 KiB).</summary>
    private static int Granularity => Interop.Kernel32.AllocationGranularity;

    /// <summary>True: Windows refuses to truncate a file that has a mapped view.</summary>
    public override bool KeepsMappedFilesWhole => true;

    public override IMappedView Map(SafeFileHandle file, long offset, long length, MapAccess access, WatchedViews? views = null)
    {
        long start = AlignDown(offset, Granularity);
        long delta = offset - start;
        long end = offset + length;
        bool write = access == MapAccess.ReadWrite;

        using SafeFileMappingHandle mapping = Interop.Kernel32.CreateFileMapping(
            file, 0, write ? Interop.Kernel32.PageReadWrite : Interop.Kernel32.PageReadOnly, (uint)(end >> 32), (uint)end, null);
        if (mapping.IsInvalid)
        {
            throw Failure("CreateFileMapping", offset, length);
        }

        nint address = Interop.Kernel32.MapViewOfFile(
            mapping, write ? Interop.Kernel32.FileMapWrite : Interop.Kernel32.FileMapRead, (uint)(start >> 32), (uint)start, checked((nuint)(length + delta)));
        if (address == 0)
        {
            throw Failure("MapViewOfFile", offset, length);
        }

        return new MappedView(new MappedMemoryHandle(this, address, (nuint)(length + delta)), this, file, length, delta);
    }

    public override void Unmap(nint address, nuint length) => Interop.Kernel32.UnmapViewOfFile(address);

    // Windows refuses to truncate a mapped file and has no leases: a view is never withdrawn.
    public override bool ReplaceWithZeros(nint address, nuint length) => false;

    // Windows has no such hint for a view; the cache manager's sequential read-ahead already covers our pattern.
    public override void AdviseSequential(nint address, nuint length)
    {
    }

    public override void Flush(nint address, nuint length, SafeFileHandle file)
    {
        // FlushViewOfFile only starts the writes; FlushFileBuffers waits for them to reach the disk.
        if (!Interop.Kernel32.FlushViewOfFile(address, length) || !Interop.Kernel32.FlushFileBuffers(file))
        {
            throw new IOException($"FlushViewOfFile failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
        }
    }

    // An unmapped view's changes are written lazily; FlushViewOfFile on the still-mapped view writes them to the
    // file, and FlushFileBuffers (RandomAccess.FlushToDisk) afterwards takes them through the disk's cache.
    public override void WriteBack(nint address, nuint length)
    {
        if (!Interop.Kernel32.FlushViewOfFile(address, length))
        {
            throw new IOException($"FlushViewOfFile failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
        }
    }

    private static IOException Failure(string call, long offset, long length) =>
        new($"{call} of {length} bytes at offset {offset} failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
}

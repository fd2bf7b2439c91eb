using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>mmap / munmap / madvise / msync from libc (Linux, macOS, the BSDs).</summary>
internal sealed class UnixMemoryMapper : MemoryMapper
{
    /// <summary>The alignment a view's start is rounded down to: the page size.</summary>
    private static readonly int Granularity = Environment.SystemPageSize;

    /// <summary>False: another process may truncate a mapped file, and a touch of a page past its new end is SIGBUS.</summary>
    public override bool KeepsMappedFilesWhole => false;

    public override IMappedView Map(SafeFileHandle file, long offset, long length, MapAccess access, WatchedViews? views = null)
    {
        long start = AlignDown(offset, Granularity);
        long delta = offset - start;
        nuint mapLength = checked((nuint)(length + delta));
        int protection = access == MapAccess.ReadWrite ? Interop.Libc.ProtRead | Interop.Libc.ProtWrite : Interop.Libc.ProtRead;
        int flags = Interop.Libc.MapShared;

        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            int fd = (int)file.DangerousGetHandle();
            nint address = Interop.Libc.mmap(0, mapLength, protection, flags, fd, start);
            if (address == Interop.Libc.MapFailed)
            {
                throw Failure("mmap", offset, length);
            }

            var memory = new MappedMemoryHandle(this, address, mapLength, views);
            if (views is not null && !views.TryAdd(memory))
            {
                memory.Dispose();
                throw new OperationCanceledException($"the lease on the file broke: no view of its {length} bytes at offset {offset} is mapped");
            }

            return new MappedView(memory, this, file, length, delta);
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }
    }

    public override void Unmap(nint address, nuint length) => Interop.Libc.munmap(address, length);

    // MAP_FIXED replaces whatever is mapped in the range in one step, so a reader of the range never finds it unmapped.
    public override bool ReplaceWithZeros(nint address, nuint length) =>
        Interop.Libc.mmap(address, length, Interop.Libc.ProtRead, Interop.Libc.MapPrivate | Interop.Libc.MapFixed | Interop.Libc.MapAnonymous, -1, 0) == address;

    // Advice is a hint: a kernel that does not know it (EINVAL) changes nothing we rely on.
    public override void AdviseSequential(nint address, nuint length) =>
        _ = Interop.Libc.madvise(address, length, Interop.Libc.MadvSequential);

    public override void Flush(nint address, nuint length, SafeFileHandle file)
    {
        if (Interop.Libc.msync(address, length, Interop.Libc.MsSync) != 0)
        {
            throw new IOException($"msync failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
        }
    }

    // munmap moves the dirty bits of a MAP_SHARED mapping to the file's page-cache pages, where fsync finds
    // them: nothing is lost by unmapping, and there is nothing to start here.
    public override void WriteBack(nint address, nuint length)
    {
    }

    private static IOException Failure(string call, long offset, long length) =>
        new($"{call} of {length} bytes at offset {offset} failed: {Marshal.GetLastPInvokeErrorMessage()}", Marshal.GetLastPInvokeError());
}

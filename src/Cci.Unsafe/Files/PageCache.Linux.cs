using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

internal static partial class PageCache
{
    /// <summary>
    /// Pages sampled at most (evenly spaced runs of <see cref="ChunkPages"/>): 4 Ki whatever the size. mincore costs a
    /// page-cache lookup per page, so the probe's cost grows with the pages sampled (docs/benchmarks/ResidencyBenchmarks.md).
    /// </summary>
    private const int SampledPages = 4 * 1024;

    private const int ChunkPages = 64;

    private static void EvictLinux(SafeFileHandle file)
    {
        if (Interop.Libc.fdatasync(file) != 0)
        {
            int error = Marshal.GetLastPInvokeError();
            throw new IOException($"fdatasync failed: {Marshal.GetPInvokeErrorMessage(error)}", error);
        }

        int advice = Interop.Libc.posix_fadvise(file, 0, 0, Interop.Libc.PosixFadvDontNeedLinux);
        if (advice != 0)
        {
            throw new IOException($"posix_fadvise failed: {Marshal.GetPInvokeErrorMessage(advice)}", advice);
        }
    }

    private static bool EvictRegularFileLinux(string path)
    {
        using SafeFileHandle held = Interop.Libc.open(path, Interop.Libc.OPathLinux | Interop.Libc.OCloExecLinux, 0);
        if (held.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            return error is Interop.Libc.ENoEnt or Interop.Libc.ENotDir ? false : throw new IOException($"cannot open '{path}': {SystemErrors.Words(error)}", error);
        }

        if (DirectoryHandle.StatusOfHandle(held) is not { Kind: FileKind.Regular } seen)
        {
            return false;
        }

        int flags = Interop.Libc.ORdOnlyLinux | Interop.Libc.ONonBlockLinux | Interop.Libc.ONoCttyLinux | Interop.Libc.OCloExecLinux;
        using SafeFileHandle file = Interop.Libc.open(HeldFilePath.Of(held), flags, 0);
        if (file.IsInvalid)
        {
            int error = Marshal.GetLastPInvokeError();
            throw new IOException($"cannot open '{path}': {SystemErrors.Words(error)}", error);
        }

        if (DirectoryHandle.StatusOfHandle(file) is not { } opened || !opened.IsSameFile(seen))
        {
            return false;
        }

        EvictLinux(file);
        return true;
    }

    private static double ResidencyLinux(SafeFileHandle file)
    {
        long length = RandomAccess.GetLength(file);
        if (length == 0)
        {
            return 1;
        }

        long page = Environment.SystemPageSize;
        long pages = (length + page - 1) / page;
        nint address = Map(file, length);
        try
        {
            byte[] vector = new byte[Math.Min(pages, SampledPages)];
            if (pages <= SampledPages)
            {
                Mincore(address, length, vector);
                return Resident(vector) / (double)pages;
            }

            long chunks = SampledPages / ChunkPages;
            long resident = 0;
            long checkedPages = 0;
            Span<byte> chunk = vector.AsSpan(0, ChunkPages);
            for (long i = 0; i < chunks; i++)
            {
                long first = i * (pages - ChunkPages) / (chunks - 1);
                long bytes = Math.Min(ChunkPages * page, length - (first * page));
                Mincore(address + (nint)(first * page), bytes, chunk);
                int counted = (int)((bytes + page - 1) / page);
                resident += Resident(chunk[..counted]);
                checkedPages += counted;
            }

            return resident / (double)checkedPages;
        }
        finally
        {
            _ = Interop.Libc.munmap(address, (nuint)length);
        }
    }

    private static nint Map(SafeFileHandle file, long length)
    {
        bool added = false;
        try
        {
            file.DangerousAddRef(ref added);
            nint address = Interop.Libc.mmap(0, (nuint)length, Interop.Libc.ProtRead, Interop.Libc.MapShared, (int)file.DangerousGetHandle(), 0);
            if (address == Interop.Libc.MapFailed)
            {
                int error = Marshal.GetLastPInvokeError();
                throw new IOException($"cannot map the file to ask what is cached: {Marshal.GetPInvokeErrorMessage(error)}", error);
            }

            return address;
        }
        finally
        {
            if (added)
            {
                file.DangerousRelease();
            }
        }
    }

    private static void Mincore(nint address, long length, Span<byte> vector)
    {
        if (Interop.Libc.mincore(address, (nuint)length, ref MemoryMarshal.GetReference(vector)) != 0)
        {
            int error = Marshal.GetLastPInvokeError();
            throw new IOException($"mincore failed: {Marshal.GetPInvokeErrorMessage(error)}", error);
        }
    }

    private static int Resident(ReadOnlySpan<byte> vector)
    {
        int count = 0;
        foreach (byte b in vector)
        {
            count += b & 1;
        }

        return count;
    }
}

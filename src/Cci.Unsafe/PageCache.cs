using System.Runtime.InteropServices;
using Microsoft.Win32.SafeHandles;

namespace Cci.Unsafe;

/// <summary>
/// What of a file the OS page cache holds, and dropping it: for timing cold runs (<c>cci sweep --cold</c>) and
/// checking that unbuffered I/O left nothing behind. Linux only; elsewhere <see cref="CanEvict"/> is false and
/// <see cref="Residency"/> null (macOS has F_NOCACHE for a descriptor's own I/O but no way to drop cached pages).
/// </summary>
public static class PageCache
{
    /// <summary>Pages sampled at most (evenly spaced runs of <see cref="ChunkPages"/>): 16 Ki mincore bytes whatever the size.</summary>
    private const int SampledPages = 16 * 1024;

    private const int ChunkPages = 64;

    /// <summary>Whether <see cref="Evict"/> works here.</summary>
    public static bool CanEvict => OperatingSystem.IsLinux();

    /// <summary>Why <see cref="Evict"/> cannot work here, for the one line a command prints.</summary>
    public static string NotSupportedReason =>
        OperatingSystem.IsMacOS() ? "macOS has no way to evict a file from the page cache (F_NOCACHE only stops new caching)"
        : $"evicting a file from the page cache is supported on Linux only, not on {RuntimeInformation.OSDescription}";

    /// <summary>
    /// Drops the file's pages from the page cache: fdatasync first (dirty pages cannot be dropped, only written),
    /// then posix_fadvise(POSIX_FADV_DONTNEED) over the whole file. Pages another process has mapped and locked stay.
    /// </summary>
    /// <exception cref="PlatformNotSupportedException">Not Linux (<see cref="CanEvict"/>).</exception>
    public static void Evict(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (!CanEvict)
        {
            throw new PlatformNotSupportedException(NotSupportedReason);
        }

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

    /// <summary>
    /// The fraction of the file's pages in the page cache, 0 to 1 (1 for an empty file: nothing of it is missing); null
    /// where the OS cannot tell (not Linux). The file is mapped read-only and mincore asked; a file of more than 16 Ki
    /// pages (64 MiB) is sampled in evenly spaced runs of 64 pages, so the cost is bounded whatever the size. Linux
    /// reports the page cache only for files the caller owns or may write; for others, only the pages it has mapped.
    /// </summary>
    public static double? Residency(SafeFileHandle file)
    {
        ArgumentNullException.ThrowIfNull(file);
        if (!OperatingSystem.IsLinux())
        {
            return null;
        }

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

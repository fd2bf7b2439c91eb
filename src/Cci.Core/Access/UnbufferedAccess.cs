using Cci.Core.Files;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Access;

/// <summary>
/// <see cref="AccessMethod.Unbuffered"/>: reads and writes that bypass the page cache (O_DIRECT on Linux,
/// FILE_FLAG_NO_BUFFERING on Windows, F_NOCACHE on macOS), on a second handle of each file shared by every worker,
/// through block-aligned buffers. The second handle is the job's own file opened again through its handle
/// (<see cref="UnbufferedFile.Reopen"/>), never by name. Stripes must be whole blocks, so <paramref name="stripeSize"/> (-b) must be a
/// multiple of the file's block (<see cref="UnbufferedFile.BlockSize"/>); a file system that refuses direct I/O is
/// one line. Never chosen by Auto: with a warm cache it is the slowest way, and it is there to measure the disk.
/// </summary>
internal sealed class UnbufferedAccess(int stripeSize) : IAccessStrategy
{
    public int StripeSize { get; } = stripeSize > 0 ? stripeSize : throw new ArgumentOutOfRangeException(nameof(stripeSize));

    public AccessMethod Method => AccessMethod.Unbuffered;

    public bool SinglePassWhenSequential => false;

    public bool MapsInput => false;

    public bool OverlapsIo => true;

    public bool ReadsUnbuffered => true;

    public IStripeInput OpenInput(InputFile file)
    {
        SafeFileHandle handle = Reopen(file.Handle, file.Path, FileAccess.Read);
        return new UnbufferedInput(file, handle, CheckedBlockSize(handle));
    }

    public IStripeOutput OpenOutput(OutputFile file, bool sync)
    {
        SafeFileHandle handle = Reopen(file.Handle, file.Path, FileAccess.Write);
        return new UnbufferedOutput(file, handle, CheckedBlockSize(handle));
    }

    /// <summary>
    /// Fails with one line unless <paramref name="path"/> can be opened unbuffered and <paramref name="stripeSize"/> is
    /// a whole number of its blocks: what a sweep checks for every cell before its first run.
    /// </summary>
    public static void Check(string path, int stripeSize)
    {
        using SafeFileHandle handle = Open(path, FileAccess.Read);
        EnsureWholeBlocks(stripeSize, UnbufferedFile.BlockSize(handle));
    }

    /// <summary>The one line for a stripe size that is not whole blocks, naming the nearest sizes that are.</summary>
    public static string NotWholeBlocks(int stripeSize, int block)
    {
        long below = (long)stripeSize / block * block;
        string use = below == 0 ? $"{block}" : $"{below} or {below + block}";
        return $"-b {stripeSize} is not a multiple of the {block}-byte block {AccessMethod.Unbuffered} needs: use {use}";
    }

    private static void EnsureWholeBlocks(int stripeSize, int block)
    {
        if (stripeSize % block != 0)
        {
            throw new CciException(NotWholeBlocks(stripeSize, block));
        }
    }

    private static SafeFileHandle Open(string path, FileAccess access) => Refused(() => UnbufferedFile.Open(path, FileMode.Open, access));

    private static SafeFileHandle Reopen(SafeFileHandle handle, string path, FileAccess access) => Refused(() => UnbufferedFile.Reopen(handle, path, access));

    private static SafeFileHandle Refused(Func<SafeFileHandle> open)
    {
        try
        {
            return open();
        }
        catch (UnbufferedRefusedException e)
        {
            throw new CciException($"cannot use -a {AccessMethod.Unbuffered}: {e.Message}; use another -a, or a file on a disk file system", e);
        }
        catch (PlatformNotSupportedException e)
        {
            throw new CciException($"cannot use -a {AccessMethod.Unbuffered}: {e.Message}");
        }
    }

    private int CheckedBlockSize(SafeFileHandle handle)
    {
        try
        {
            int block = UnbufferedFile.BlockSize(handle);
            EnsureWholeBlocks(StripeSize, block);
            return block;
        }
        catch
        {
            handle.Dispose();
            throw;
        }
    }
}

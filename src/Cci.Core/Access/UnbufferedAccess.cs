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
        SafeFileHandle handle = Reopen(Method, file.Handle, file.Path, FileAccess.Read);
        return new UnbufferedInput(file, handle, CheckedBlockSize(Method, StripeSize, handle));
    }

    public IStripeOutput OpenOutput(OutputFile file, bool sync)
    {
        SafeFileHandle handle = Reopen(Method, file.Handle, file.Path, FileAccess.Write);
        return new UnbufferedOutput(file, handle, CheckedBlockSize(Method, StripeSize, handle));
    }

    /// <summary>
    /// Fails with one line unless <paramref name="path"/> can be opened unbuffered and <paramref name="stripeSize"/> is
    /// a whole number of its blocks: what a sweep checks for every cell before its first run.
    /// </summary>
    public static void Check(string path, int stripeSize, AccessMethod method = AccessMethod.Unbuffered)
    {
        using SafeFileHandle handle = Refused(method, () => UnbufferedFile.Open(path, FileMode.Open, FileAccess.Read));
        EnsureWholeBlocks(method, stripeSize, UnbufferedFile.BlockSize(handle));
    }

    /// <summary>The one line for a stripe size that is not whole blocks, naming the nearest sizes that are.</summary>
    public static string NotWholeBlocks(int stripeSize, int block, AccessMethod method = AccessMethod.Unbuffered)
    {
        long below = (long)stripeSize / block * block;
        string use = below == 0 ? $"{block}" : $"{below} or {below + block}";
        return $"-b {stripeSize} is not a multiple of the {block}-byte block {method} needs: use {use}";
    }

    /// <summary>
    /// The job's own file opened again around the page cache through its handle (never by name), for <paramref name="method"/>,
    /// whose name the one line of a refusal gives.
    /// </summary>
    internal static SafeFileHandle Reopen(AccessMethod method, SafeFileHandle handle, string path, FileAccess access) =>
        Refused(method, () => UnbufferedFile.Reopen(handle, path, access));

    /// <summary>The block of <paramref name="handle"/>'s file, checked to divide <paramref name="stripeSize"/>; disposes the handle when not.</summary>
    internal static int CheckedBlockSize(AccessMethod method, int stripeSize, SafeFileHandle handle)
    {
        try
        {
            int block = UnbufferedFile.BlockSize(handle);
            EnsureWholeBlocks(method, stripeSize, block);
            return block;
        }
        catch
        {
            handle.Dispose();
            throw;
        }
    }

    private static void EnsureWholeBlocks(AccessMethod method, int stripeSize, int block)
    {
        if (stripeSize % block != 0)
        {
            throw new CciException(NotWholeBlocks(stripeSize, block, method));
        }
    }

    private static SafeFileHandle Refused(AccessMethod method, Func<SafeFileHandle> open)
    {
        try
        {
            return open();
        }
        catch (UnbufferedRefusedException e)
        {
            throw new CciException($"cannot use -a {method}: {e.Message}; use another -a, or a file on a disk file system", e);
        }
        catch (PlatformNotSupportedException e)
        {
            throw new CciException($"cannot use -a {method}: {e.Message}");
        }
    }
}

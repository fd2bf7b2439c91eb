using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Cli.Sweep;

/// <summary>
/// What a sweep checks of every <see cref="AccessMethod.Unbuffered"/> and <see cref="AccessMethod.IoUringUnbuffered"/> cell before its first run, not after hours: that the
/// file can be opened around the page cache (<see cref="UnbufferedFile"/>) and that the cell's buffer is whole blocks of it.
/// The lines are the ones the run itself would fail with (tests/Cci.Cli.Tests/Sweep/UnbufferedCheckTests.cs holds them to it).
/// </summary>
internal static class UnbufferedCheck
{
    /// <summary>Fails with one line unless <paramref name="path"/> can be opened unbuffered and <paramref name="stripeSize"/> is a whole number of its blocks.</summary>
    public static void Check(string path, int stripeSize, AccessMethod method = AccessMethod.Unbuffered)
    {
        using SafeFileHandle handle = Open(path, method);
        int block = UnbufferedFile.BlockSize(handle);
        if (stripeSize % block != 0)
        {
            throw new CliException(NotWholeBlocks(stripeSize, block, method));
        }
    }

    /// <summary>The one line for a stripe size that is not whole blocks, naming the nearest sizes that are.</summary>
    public static string NotWholeBlocks(int stripeSize, int block, AccessMethod method = AccessMethod.Unbuffered)
    {
        long below = (long)stripeSize / block * block;
        string use = below == 0 ? $"{block}" : $"{below} or {below + block}";
        return $"-b {stripeSize} is not a multiple of the {block}-byte block {method} needs: use {use}";
    }

    private static SafeFileHandle Open(string path, AccessMethod method)
    {
        try
        {
            return UnbufferedFile.Open(path, FileMode.Open, FileAccess.Read);
        }
        catch (UnbufferedRefusedException e)
        {
            throw new CliException($"cannot use -a {method}: {e.Message}; use another -a, or a file on a disk file system", e);
        }
        catch (PlatformNotSupportedException e)
        {
            throw new CliException($"cannot use -a {method}: {e.Message}");
        }
    }
}

using Cci.Core.Access;
using CsCheck;
using Cci.Unsafe;
using Microsoft.Win32.SafeHandles;

namespace Cci.Core.Tests;

/// <summary>
/// What -a Unbuffered needs in a test's folder, found by trying (not by the file system's name): the block its stripes
/// must be whole multiples of, or that the folder's file system refuses direct I/O, which the tests then expect as one line.
/// </summary>
internal static class UnbufferedProbe
{
    /// <summary>The block unbuffered I/O needs for files in <paramref name="directory"/>; null where its file system refuses direct I/O.</summary>
    public static int? BlockIn(string directory)
    {
        string probe = Path.Combine(directory, $".unbuffered-probe-{Guid.NewGuid():N}");
        File.WriteAllBytes(probe, [1]);
        try
        {
            using SafeFileHandle handle = UnbufferedFile.Open(probe, FileMode.Open, FileAccess.ReadWrite);
            return UnbufferedFile.BlockSize(handle);
        }
        catch (UnbufferedRefusedException)
        {
            return null;
        }
        finally
        {
            File.Delete(probe);
        }
    }

    /// <summary>
    /// Whether a run with <paramref name="access"/> on files in <paramref name="directory"/> must be refused: Unbuffered where direct I/O is not to be had.
    /// Every matrix asks this first, so it is also where a method this machine refuses outright (io_uring where the kernel
    /// refuses it) skips the test, saying why; that refusal's one line is <c>IoUringAccessTests</c>' and the CLI's business.
    /// </summary>
    public static bool Refuses(AccessMethod access, string directory)
    {
        SkipWhereTheMachineRefuses(access);
        return ReadsUnbuffered(access) && BlockIn(directory) is null;
    }

    /// <summary>
    /// Every access method this machine runs, Auto included: all but those it refuses outright (<see cref="AccessCatalog.Refusal"/>,
    /// io_uring where the kernel refuses it). What a property test draws from, as it cannot skip one case of many; the
    /// matrices skip the refused methods' cases, saying why.
    /// </summary>
    public static AccessMethod[] MethodsThisMachineRuns() => [.. Enum.GetValues<AccessMethod>().Where(m => AccessCatalog.Refusal(m) is null)];

    /// <summary>A generator of <see cref="MethodsThisMachineRuns"/>, for the property tests.</summary>
    public static Gen<AccessMethod> AccessThisMachineRuns
    {
        get
        {
            AccessMethod[] methods = MethodsThisMachineRuns();
            return Gen.Int[0, methods.Length - 1].Select(i => methods[i]);
        }
    }

    /// <summary>Skips the test, saying why, when this machine refuses <paramref name="access"/> outright (<see cref="AccessCatalog.Refusal"/>).</summary>
    public static void SkipWhereTheMachineRefuses(AccessMethod access)
    {
        if (AccessCatalog.Refusal(access) is string refused)
        {
            Assert.Skip($"this machine refuses {access}, so its cases are skipped here: {refused}");
        }
    }

    /// <summary><paramref name="buffer"/>, rounded up to whole blocks for Unbuffered (which refuses anything else, as its own test checks).</summary>
    public static int Stripe(AccessMethod access, int buffer, string directory) =>
        ReadsUnbuffered(access) && BlockIn(directory) is int block ? (buffer + block - 1) / block * block : buffer;

    /// <summary>Whether <paramref name="access"/> reads around the page cache (its capability, not its name).</summary>
    public static bool ReadsUnbuffered(AccessMethod access) => access != AccessMethod.Auto && AccessCatalog.For(access).ReadsUnbuffered;

    /// <summary>Whether <paramref name="run"/> is refused with one line naming the refusal (for property tests, which return a verdict).</summary>
    public static bool IsRefused(Action run)
    {
        try
        {
            run();
            return false;
        }
        catch (CciException e)
        {
            return e.InnerException is UnbufferedRefusedException && !e.Message.Contains('\n', StringComparison.Ordinal);
        }
    }

    /// <summary>Checks that <paramref name="run"/> is refused with one line naming the refusal, as it must be where <see cref="Refuses"/>.</summary>
    public static void ShouldBeRefused(Action run)
    {
        CciException refusal = run.Should().Throw<CciException>().Which;
        refusal.InnerException.Should().BeOfType<UnbufferedRefusedException>();
        refusal.Message.Should().NotContain("\n");
    }
}

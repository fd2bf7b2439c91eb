using System.Runtime.Intrinsics;

namespace Cci.Library.Tests;

/// <summary>
/// Every strategy a user can ask for, from the public axes: each access method and threading method (Auto included),
/// with the plain kernel and the widest. A new access or threading method is in every matrix below without a test change.
/// </summary>
internal static class Strategies
{
    /// <summary>Every strategy this machine runs (a refused access method's cases are <see cref="Matrix"/>'s skipped rows).</summary>
    public static IEnumerable<(AccessMethod Access, ThreadingMethod Threading, KernelMethod Kernel)> All()
    {
        foreach (AccessMethod access in Enum.GetValues<AccessMethod>().Where(a => Refusal(a) is null))
        {
            foreach (ThreadingMethod threading in Enum.GetValues<ThreadingMethod>())
            {
                foreach (KernelMethod kernel in Kernels())
                {
                    yield return (access, threading, kernel);
                }
            }
        }
    }

    private static IEnumerable<(AccessMethod Access, ThreadingMethod Threading, KernelMethod Kernel)> Every() =>
        from access in Enum.GetValues<AccessMethod>()
        from threading in Enum.GetValues<ThreadingMethod>()
        from kernel in Kernels()
        select (access, threading, kernel);

    /// <summary>Every strategy; the rows of an access method this machine refuses (io_uring where the kernel refuses it) are skipped, saying why.</summary>
    public static TheoryData<AccessMethod, ThreadingMethod, KernelMethod> Matrix()
    {
        var data = new TheoryData<AccessMethod, ThreadingMethod, KernelMethod>();
        foreach ((AccessMethod a, ThreadingMethod t, KernelMethod k) in Every())
        {
            data.Add(new TheoryDataRow<AccessMethod, ThreadingMethod, KernelMethod>(a, t, k) { Skip = Refusal(a) });
        }

        return data;
    }

    /// <summary>
    /// Why this machine refuses <paramref name="access"/>, from the library's own one-line refusal (an IOException
    /// "cannot use -a IoUring: ..." before anything is read), or null where it runs. Asked once per method.
    /// </summary>
    public static string? Refusal(AccessMethod access) => Refusals.GetOrAdd(access, static a =>
    {
        string path = Path.Combine(Path.GetTempPath(), $"cci-probe-{Guid.NewGuid():N}");
        File.WriteAllText(path, "x\n");
        try
        {
            FileProcessor.Count(path, new CountingOptions { Processing = new ProcessingOptions { Access = a } });
            return null;
        }
        catch (IOException e) when (e.Message.StartsWith($"cannot use -a {a}:", StringComparison.Ordinal))
        {
            return $"this machine refuses {a}, so its cases are skipped here: {e.Message}";
        }
        finally
        {
            File.Delete(path);
        }
    });

    private static readonly System.Collections.Concurrent.ConcurrentDictionary<AccessMethod, string?> Refusals = new();

    /// <summary>
    /// Every access and threading method a call that runs your own block function (Transform, Aggregate) is given: such a
    /// function is its own kernel, so these calls take no kernel; rows of a refused access method are skipped, saying why.
    /// </summary>
    public static TheoryData<AccessMethod, ThreadingMethod> FunctionMatrix()
    {
        var data = new TheoryData<AccessMethod, ThreadingMethod>();
        foreach (AccessMethod access in Enum.GetValues<AccessMethod>())
        {
            foreach (ThreadingMethod threading in Enum.GetValues<ThreadingMethod>())
            {
                data.Add(new TheoryDataRow<AccessMethod, ThreadingMethod>(access, threading) { Skip = Refusal(access) });
            }
        }

        return data;
    }

    /// <summary>Every access and threading method this machine runs, for a call that runs your own block function.</summary>
    public static IEnumerable<(AccessMethod Access, ThreadingMethod Threading)> AllForFunctions() =>
        All().Select(s => (s.Access, s.Threading)).Distinct();

    /// <summary>Small blocks, so that even small files are cut into many, and more workers than blocks on the small ones.</summary>
    public static ProcessingOptions Options(
        AccessMethod access, ThreadingMethod threading, KernelMethod kernel = KernelMethod.Fast, int blockSize = 4096, int workers = 7) =>
        new() { Access = access, Threading = threading, Kernel = kernel, BlockSize = blockSize, Workers = workers, ViewSize = 64 << 10 };

    /// <summary>Sizes around the edges: empty, one byte, one block, odd, and larger than a 64 KiB view.</summary>
    public static readonly int[] Sizes = [0, 1, 4095, 4096, 4097, 65_537, 300_007];

    private static IEnumerable<KernelMethod> Kernels()
    {
        yield return KernelMethod.Scalar;
        yield return KernelMethod.Fast;
        if (Vector128.IsHardwareAccelerated)
        {
            yield return KernelMethod.Vector128;
        }
    }
}

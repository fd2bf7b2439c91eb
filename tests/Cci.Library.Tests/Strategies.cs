using System.Runtime.Intrinsics;

namespace Cci.Library.Tests;

/// <summary>
/// Every strategy a user can ask for, from the public axes: each access method and threading method (Auto included),
/// with the plain kernel and the widest. A new access or threading method is in every matrix below without a test change.
/// </summary>
internal static class Strategies
{
    public static IEnumerable<(AccessMethod Access, ThreadingMethod Threading, KernelMethod Kernel)> All()
    {
        foreach (AccessMethod access in Enum.GetValues<AccessMethod>())
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

    public static TheoryData<AccessMethod, ThreadingMethod, KernelMethod> Matrix()
    {
        var data = new TheoryData<AccessMethod, ThreadingMethod, KernelMethod>();
        foreach ((AccessMethod a, ThreadingMethod t, KernelMethod k) in All())
        {
            data.Add(a, t, k);
        }

        return data;
    }

    /// <summary>Small blocks, so that even small files are cut into many, and more workers than blocks on the small ones.</summary>
    public static ProcessingOptions Options(AccessMethod access, ThreadingMethod threading, KernelMethod kernel, int blockSize = 4096, int workers = 7) =>
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

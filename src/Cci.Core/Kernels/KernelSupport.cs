using Cci.Core.Kernels;

namespace Cci;

/// <summary>
/// Which <see cref="KernelMethod"/> values this machine runs: the scalar kernel everywhere, each vector width only where the
/// CPU accelerates it. A run given a width the machine lacks fails before it opens anything.
/// </summary>
public static class KernelSupport
{
    /// <summary>The widest kernel this machine accelerates, which <see cref="KernelMethod.Fast"/> runs; <see cref="KernelMethod.Scalar"/> without SIMD.</summary>
    public static KernelMethod Widest => KernelCatalog.Widest.Method;

    /// <summary>Whether this machine runs <paramref name="kernel"/>: <see cref="KernelMethod.Fast"/> and <see cref="KernelMethod.Scalar"/> always, a width where it is accelerated.</summary>
    /// <param name="kernel">The kernel to ask about.</param>
    /// <returns>True when a run may be given <paramref name="kernel"/>.</returns>
    public static bool IsSupported(KernelMethod kernel) => KernelCatalog.IsSupported(kernel);
}

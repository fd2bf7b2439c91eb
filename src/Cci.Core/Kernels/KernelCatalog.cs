using System.Runtime.Intrinsics;

namespace Cci.Core.Kernels;

/// <summary>
/// Every kernel, by name and by what this machine accelerates. The one place that decides the
/// vector width: job kernels take a <see cref="Kernel"/> and switch on its width, never on the hardware.
/// A new width is one enum value, one line here, one <see cref="IVectorWidth{TVector}"/> struct, one count block
/// (<c>Count/Kernels/CountVectorN</c>) and one line in each job's width switch.
/// </summary>
internal static class KernelCatalog
{
    public static Kernel Scalar { get; } = new(KernelMethod.Scalar, 1);

    /// <summary>Every kernel a user can name, narrowest first, Fast last: what commands and test matrices enumerate, in this order (not the enum's, whose zero is Fast).</summary>
    public static IReadOnlyList<KernelMethod> Methods { get; } =
        [KernelMethod.Scalar, KernelMethod.Vector128, KernelMethod.Vector256, KernelMethod.Vector512, KernelMethod.Fast];

    /// <summary>The kernels this machine runs at full speed: the scalar one and each accelerated vector width.</summary>
    public static IReadOnlyList<Kernel> Available { get; } =
    [
        Scalar,
        .. Vector128.IsHardwareAccelerated ? [new Kernel(KernelMethod.Vector128, 16)] : Array.Empty<Kernel>(),
        .. Vector256.IsHardwareAccelerated ? [new Kernel(KernelMethod.Vector256, 32)] : Array.Empty<Kernel>(),
        .. Vector512.IsHardwareAccelerated ? [new Kernel(KernelMethod.Vector512, 64)] : Array.Empty<Kernel>(),
    ];

    /// <summary>The widest accelerated kernel; the scalar one where there is no SIMD.</summary>
    public static Kernel Widest => Available[^1];

    /// <summary>Whether this machine runs <paramref name="method"/>: Fast always (the widest there is), a width only where it is accelerated.</summary>
    public static bool IsSupported(KernelMethod method) => method == KernelMethod.Fast || Available.Any(k => k.Method == method);

    /// <summary>The line that says why this machine cannot run <paramref name="method"/>.</summary>
    public static string NotSupported(KernelMethod method) =>
        $"kernel {method} is not accelerated on this machine: use one of {string.Join(", ", Available.Select(k => k.Method))} or Fast";

    /// <summary>The kernel for <paramref name="method"/>, or one line saying why this machine cannot run it (<see cref="IsSupported"/>).</summary>
    public static Kernel For(KernelMethod method)
    {
        if (method == KernelMethod.Fast)
        {
            return Widest;
        }

        return Available.FirstOrDefault(k => k.Method == method) ?? throw new CciException(NotSupported(method));
    }
}

namespace Cci.Core.Kernels;

/// <summary>
/// The kernel axis of a strategy, resolved for this machine: a width in bytes that every job's kernel
/// dispatches on once per call (<see cref="KernelCatalog"/> is the one place that decides it).
/// </summary>
/// <param name="Method">What ran: never <see cref="KernelMethod.Fast"/>, which resolves to a width.</param>
/// <param name="VectorBytes">Bytes per step: 1 for <see cref="KernelMethod.Scalar"/>, else 16, 32 or 64.</param>
internal sealed record Kernel(KernelMethod Method, int VectorBytes)
{
    /// <summary>Whether this is a SIMD kernel (what reports call "fast").</summary>
    public bool IsVector => VectorBytes > 1;

    public override string ToString() => Method.ToString();
}

using System.Runtime.Intrinsics;

namespace Cci.Core.Transforms.Kernels;

/// <summary>How many bytes the Fast kernels take at a time on this machine: the widest accelerated vector, or 1 without SIMD.</summary>
public static class VectorWidth
{
    public static int Bytes =>
        Vector512.IsHardwareAccelerated ? 64 : Vector256.IsHardwareAccelerated ? 32 : Vector128.IsHardwareAccelerated ? 16 : 1;
}

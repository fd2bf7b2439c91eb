using System.Runtime.InteropServices;

namespace Cci.Core.Transforms.Kernels;

/// <summary>
/// The Fast add kernel: the widest vectors the hardware accelerates, then a scalar tail. The
/// IsSupported checks are JIT-time constants, so only the chosen variant is compiled in.
/// </summary>
internal static class AddKernel
{
    public static void Apply(ReadOnlySpan<byte> source, Span<byte> destination, byte shift)
    {
        ref byte src = ref MemoryMarshal.GetReference(source);
        ref byte dst = ref MemoryMarshal.GetReference(destination);
        nuint length = (nuint)source.Length;
        nuint done = AddVector512.IsSupported ? AddVector512.Apply(ref src, ref dst, length, shift)
            : AddVector256.IsSupported ? AddVector256.Apply(ref src, ref dst, length, shift)
            : AddVector128.IsSupported ? AddVector128.Apply(ref src, ref dst, length, shift)
            : 0;
        for (int i = (int)done; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] + shift);
        }
    }
}

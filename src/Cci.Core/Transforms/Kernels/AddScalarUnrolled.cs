using Ref = System.Runtime.CompilerServices.Unsafe;

namespace Cci.Core.Transforms.Kernels;

/// <summary>The add kernel a byte at a time, unrolled by eight: the best a scalar loop does, for the benchmarks to weigh SIMD against.</summary>
internal static class AddScalarUnrolled
{
    public static void Apply(ref byte source, ref byte destination, nuint length, byte shift)
    {
        nuint i = 0;
        for (; i + 8 <= length; i += 8)
        {
            Ref.Add(ref destination, i) = (byte)(Ref.Add(ref source, i) + shift);
            Ref.Add(ref destination, i + 1) = (byte)(Ref.Add(ref source, i + 1) + shift);
            Ref.Add(ref destination, i + 2) = (byte)(Ref.Add(ref source, i + 2) + shift);
            Ref.Add(ref destination, i + 3) = (byte)(Ref.Add(ref source, i + 3) + shift);
            Ref.Add(ref destination, i + 4) = (byte)(Ref.Add(ref source, i + 4) + shift);
            Ref.Add(ref destination, i + 5) = (byte)(Ref.Add(ref source, i + 5) + shift);
            Ref.Add(ref destination, i + 6) = (byte)(Ref.Add(ref source, i + 6) + shift);
            Ref.Add(ref destination, i + 7) = (byte)(Ref.Add(ref source, i + 7) + shift);
        }

        for (; i < length; i++)
        {
            Ref.Add(ref destination, i) = (byte)(Ref.Add(ref source, i) + shift);
        }
    }
}

using Cci.Core.Kernels;

namespace Cci.Core.Transforms;

/// <summary>
/// cci's own transforms, a shift applied to every byte, with two kernels: the plain one, a byte at a time,
/// and the Fast one, SIMD with a scalar tail. Both must give the same bytes.
/// </summary>
internal abstract class ShiftTransform : ByteTransform
{
    protected ShiftTransform(int shift)
    {
        ArgumentOutOfRangeException.ThrowIfLessThan(shift, -255);
        ArgumentOutOfRangeException.ThrowIfGreaterThan(shift, 255);
        Shift = shift;
    }

    public int Shift { get; }

    /// <summary>The plain kernel.</summary>
    public abstract void ApplyScalar(ReadOnlySpan<byte> source, Span<byte> destination);

    /// <summary>A SIMD kernel on vectors of <paramref name="vectorBytes"/> bytes (16, 32 or 64), scalar tail.</summary>
    public abstract void ApplyVector(ReadOnlySpan<byte> source, Span<byte> destination, int vectorBytes);

    public sealed override void Apply(ReadOnlySpan<byte> source, Span<byte> destination, Kernel kernel, long offset)
    {
        if (destination.Length < source.Length)
        {
            throw new ArgumentException("The destination is shorter than the source.", nameof(destination));
        }

        if (kernel.IsVector)
        {
            ApplyVector(source, destination, kernel.VectorBytes);
        }
        else
        {
            ApplyScalar(source, destination);
        }
    }
}

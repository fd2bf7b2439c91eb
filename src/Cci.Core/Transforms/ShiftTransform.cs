using Cci.Core.Kernels;

namespace Cci.Core.Transforms;

/// <summary>
/// cci's own transforms, a shift applied to every byte, with two kernels: the plain one, a byte at a time
/// (<see cref="ApplyScalar"/>), and the Fast one, whole SIMD vectors of the width <see cref="KernelCatalog"/> chose with
/// the plain one over the tail. Both must give the same bytes. Each transform's <see cref="ByteTransform.Apply(ReadOnlySpan{byte}, Span{byte}, Kernel, long)"/>
/// switches on the width once per call, outside the loops, and calls its vector loop directly.
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

    /// <summary>The first <paramref name="source"/>.Length bytes of <paramref name="destination"/>, which may not be shorter.</summary>
    protected static Span<byte> Fit(ReadOnlySpan<byte> source, Span<byte> destination) =>
        destination.Length >= source.Length
            ? destination[..source.Length]
            : throw new ArgumentException("The destination is shorter than the source.", nameof(destination));
}

using Cci.Core.Transforms.Kernels;

namespace Cci.Core.Transforms;

/// <summary>The seeds' simplified cipher: every byte plus the shift, mod 256.</summary>
public sealed class AddTransform(int shift) : ByteTransform(shift)
{
    private readonly byte _shift = unchecked((byte)shift);

    public override string Name => "add";

    public override void ApplyScalar(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        destination = destination[..source.Length];
        byte shift = _shift;
        for (int i = 0; i < source.Length; i++)
        {
            destination[i] = (byte)(source[i] + shift);
        }
    }

    public override void ApplyVectorized(ReadOnlySpan<byte> source, Span<byte> destination) =>
        AddKernel.Apply(source, destination[..source.Length], _shift);
}

using System.Runtime.InteropServices;
using Cci.Core.Transforms.Kernels;
using Ref = System.Runtime.CompilerServices.Unsafe;

namespace Cci.Core.Transforms;

/// <summary>The article's simplified cipher: every byte plus the shift, mod 256.</summary>
internal sealed class AddTransform(int shift) : ShiftTransform(shift)
{
    private readonly byte _shift = unchecked((byte)shift);

    public override string Name => "add";

    public override void ApplyScalar(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        destination = destination[..source.Length];
        byte shift = _shift;

        // A byte at a time, like the article's C loop; walking both spans by reference keeps the JIT
        // from checking the destination's bounds on every byte (it cannot tell both lengths are equal).
        ref byte from = ref MemoryMarshal.GetReference(source);
        ref byte to = ref MemoryMarshal.GetReference(destination);
        for (nuint i = 0; i < (nuint)source.Length; i++)
        {
            Ref.Add(ref to, i) = (byte)(Ref.Add(ref from, i) + shift);
        }
    }

    public override void ApplyVector(ReadOnlySpan<byte> source, Span<byte> destination, int vectorBytes) =>
        AddKernel.Apply(source, destination[..source.Length], _shift, vectorBytes);
}

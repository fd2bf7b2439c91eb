using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;
using Cci.Core.Transforms.Kernels;
using Ref = System.Runtime.CompilerServices.Unsafe;

namespace Cci.Core.Transforms;

/// <summary>The article's simplified cipher: every byte plus the shift, mod 256.</summary>
internal sealed class AddTransform(int shift) : ShiftTransform(shift)
{
    private readonly byte _shift = unchecked((byte)shift);

    public override string Name => "add";

    public override void Apply(ReadOnlySpan<byte> source, Span<byte> destination, Kernel kernel, long offset)
    {
        destination = Fit(source, destination);
        ref byte from = ref MemoryMarshal.GetReference(source);
        ref byte to = ref MemoryMarshal.GetReference(destination);
        int done = (int)(kernel.VectorBytes switch
        {
            64 => AddKernel.ApplyWhole<Width512, Vector512<byte>>(ref from, ref to, (nuint)source.Length, _shift),
            32 => AddKernel.ApplyWhole<Width256, Vector256<byte>>(ref from, ref to, (nuint)source.Length, _shift),
            16 => AddKernel.ApplyWhole<Width128, Vector128<byte>>(ref from, ref to, (nuint)source.Length, _shift),
            _ => 0u,
        });
        ApplyScalar(source[done..], destination[done..]);
    }

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
}

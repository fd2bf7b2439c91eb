using System.Runtime.InteropServices;
using System.Runtime.Intrinsics;
using Cci.Core.Kernels;
using Cci.Core.Transforms.Kernels;

namespace Cci.Core.Transforms;

/// <summary>The classic Caesar cipher: A–Z and a–z wrap within their alphabet, 0–9 within the digits, all else is unchanged.</summary>
internal sealed class CaesarTransform : ShiftTransform
{
    private readonly byte _letterShift;
    private readonly byte _digitShift;
    private readonly byte[] _table = new byte[256];

    public CaesarTransform(int shift)
        : base(shift)
    {
        _letterShift = (byte)(((shift % 26) + 26) % 26);
        _digitShift = (byte)(((shift % 10) + 10) % 10);
        for (int b = 0; b < 256; b++)
        {
            _table[b] = Rotate((byte)b);
        }
    }

    public override string Name => "caesar";

    public override void Apply(ReadOnlySpan<byte> source, Span<byte> destination, Kernel kernel, long offset)
    {
        destination = Fit(source, destination);
        ref byte from = ref MemoryMarshal.GetReference(source);
        ref byte to = ref MemoryMarshal.GetReference(destination);
        int done = (int)(kernel.VectorBytes switch
        {
            64 => CaesarKernel.ApplyWhole<Width512, Vector512<byte>>(ref from, ref to, (nuint)source.Length, _letterShift, _digitShift),
            32 => CaesarKernel.ApplyWhole<Width256, Vector256<byte>>(ref from, ref to, (nuint)source.Length, _letterShift, _digitShift),
            16 => CaesarKernel.ApplyWhole<Width128, Vector128<byte>>(ref from, ref to, (nuint)source.Length, _letterShift, _digitShift),
            _ => 0u,
        });
        ApplyScalar(source[done..], destination[done..]);
    }

    public override void ApplyScalar(ReadOnlySpan<byte> source, Span<byte> destination)
    {
        destination = destination[..source.Length];
        byte[] table = _table;
        for (int i = 0; i < source.Length; i++)
        {
            destination[i] = table[source[i]];
        }
    }


    private byte Rotate(byte b) => b switch
    {
        >= (byte)'A' and <= (byte)'Z' => (byte)('A' + ((b - 'A' + _letterShift) % 26)),
        >= (byte)'a' and <= (byte)'z' => (byte)('a' + ((b - 'a' + _letterShift) % 26)),
        >= (byte)'0' and <= (byte)'9' => (byte)('0' + ((b - '0' + _digitShift) % 10)),
        _ => b,
    };
}

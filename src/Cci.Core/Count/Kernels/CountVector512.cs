using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Count.Kernels;

/// <summary>The count kernel's masks on 512-bit vectors (AVX-512): one vector is the whole block.</summary>
internal readonly struct CountVector512 : ICountBlock
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (ulong Space, ulong Newline) Masks(ref byte start, nuint offset, byte noBreak)
    {
        Vector512<byte> v = Vector512.LoadUnsafe(ref start, offset);
        return (
            Vector512.ExtractMostSignificantBits(IsSpace(v, Vector512.Create(noBreak))),
            Vector512.ExtractMostSignificantBits(Vector512.Equals(v, Vector512.Create((byte)'\n'))));
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong NewlineMask(ref byte start, nuint offset) =>
        Vector512.ExtractMostSignificantBits(Vector512.Equals(Vector512.LoadUnsafe(ref start, offset), Vector512.Create((byte)'\n')));

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ContinuationMask(ref byte start, nuint offset) =>
        Vector512.ExtractMostSignificantBits(Vector512.LessThan(Vector512.LoadUnsafe(ref start, offset).AsSByte(), Vector512.Create((sbyte)-64)));

    private static Vector512<byte> IsSpace(Vector512<byte> v, Vector512<byte> noBreak) =>
        Vector512.Equals(v, Vector512.Create((byte)' ')) | Vector512.Equals(v, noBreak) | Vector512.LessThanOrEqual(v - Vector512.Create((byte)'\t'), Vector512.Create((byte)('\r' - '\t')));
}

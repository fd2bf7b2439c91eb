using System.Runtime.CompilerServices;
using System.Runtime.Intrinsics;

namespace Cci.Core.Count.Kernels;

/// <summary>The count kernel's masks on 128-bit vectors (SSE2, AdvSimd): four vectors make a block.</summary>
internal readonly struct CountVector128 : ICountBlock
{
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static (ulong Space, ulong Newline) Masks(ref byte start, nuint offset, byte noBreak)
    {
        Vector128<byte> extra = Vector128.Create(noBreak);
        ulong space = 0;
        ulong newlines = 0;
        for (int part = 0; part < 4; part++)
        {
            Vector128<byte> v = Vector128.LoadUnsafe(ref start, offset + (nuint)(16 * part));
            space |= (ulong)Vector128.ExtractMostSignificantBits(IsSpace(v, extra)) << (16 * part);
            newlines |= (ulong)Vector128.ExtractMostSignificantBits(Vector128.Equals(v, Vector128.Create((byte)'\n'))) << (16 * part);
        }

        return (space, newlines);
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong NewlineMask(ref byte start, nuint offset)
    {
        ulong mask = 0;
        for (int part = 0; part < 4; part++)
        {
            Vector128<byte> v = Vector128.LoadUnsafe(ref start, offset + (nuint)(16 * part));
            mask |= (ulong)Vector128.ExtractMostSignificantBits(Vector128.Equals(v, Vector128.Create((byte)'\n'))) << (16 * part);
        }

        return mask;
    }

    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static ulong ContinuationMask(ref byte start, nuint offset)
    {
        ulong mask = 0;
        for (int part = 0; part < 4; part++)
        {
            Vector128<sbyte> v = Vector128.LoadUnsafe(ref start, offset + (nuint)(16 * part)).AsSByte();
            mask |= (ulong)Vector128.ExtractMostSignificantBits(Vector128.LessThan(v, Vector128.Create((sbyte)-64))) << (16 * part);
        }

        return mask;
    }

    private static Vector128<byte> IsSpace(Vector128<byte> v, Vector128<byte> noBreak) =>
        Vector128.Equals(v, Vector128.Create((byte)' ')) | Vector128.Equals(v, noBreak) | Vector128.LessThanOrEqual(v - Vector128.Create((byte)'\t'), Vector128.Create((byte)('\r' - '\t')));
}

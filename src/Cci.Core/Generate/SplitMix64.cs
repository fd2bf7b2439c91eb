using System.Runtime.CompilerServices;

namespace Cci.Core.Generate;

/// <summary>
/// SplitMix64 (Steele, Lea, Flood 2014): the n-th draw of the generator whose state is s is the mix of s + n × γ, and
/// the four printable characters a draw stands for. <see cref="RandomDraws"/> makes the draws a window at a time.
/// </summary>
internal static class SplitMix64
{
    /// <summary>SplitMix64's increment γ, the golden ratio in 64 bits.</summary>
    public const ulong Gamma = 0x9E3779B97F4A7C15UL;

    private const ulong Mix1 = 0xBF58476D1CE4E5B9UL;
    private const ulong Mix2 = 0x94D049BB133111EBUL;

    /// <summary>SplitMix64's output function: the draw for a state.</summary>
    public static ulong Mix(ulong z)
    {
        z = (z ^ (z >> 30)) * Mix1;
        z = (z ^ (z >> 27)) * Mix2;
        return z ^ (z >> 31);
    }

    /// <summary>The output function on every lane of <paramref name="z"/>: the same arithmetic as <see cref="Mix(ulong)"/>.</summary>
    [MethodImpl(MethodImplOptions.AggressiveInlining)]
    public static TVector Mix<TDraw, TVector>(TVector z)
        where TDraw : struct, IDrawVector<TVector>
        where TVector : struct
    {
        z = TDraw.Multiply(TDraw.XorShiftRight(z, 30), Mix1);
        z = TDraw.Multiply(TDraw.XorShiftRight(z, 27), Mix2);
        return TDraw.XorShiftRight(z, 31);
    }

    /// <summary>16 random bits scaled onto the 95 printable characters ' '..'~'.</summary>
    public static byte Printable(uint bits16) => (byte)(' ' + ((bits16 * 95) >> 16));

    /// <summary>The four characters of a draw's four 16-bit parts, first in the low byte.</summary>
    public static uint Printable4(ulong bits) =>
        Printable((uint)bits & 0xFFFF)
        | ((uint)Printable((uint)(bits >> 16) & 0xFFFF) << 8)
        | ((uint)Printable((uint)(bits >> 32) & 0xFFFF) << 16)
        | ((uint)Printable((uint)(bits >> 48)) << 24);
}

using System.Runtime.CompilerServices;
using Cci.Core.Kernels;

namespace Cci.Core.Transforms.Kernels;

/// <summary>
/// The SIMD Caesar kernel: whole vectors of one width. The vector loop is written once (<see cref="ApplyWhole"/>) and
/// compiled once per <see cref="IVectorWidth{TVector}"/>; <see cref="CaesarTransform"/> switches on the width once per
/// call, outside the loop, and does the tail with its table.
/// </summary>
internal static class CaesarKernel
{
    /// <summary>Rotates letters by <paramref name="letterShift"/> (0..25) and digits by <paramref name="digitShift"/> (0..9) in whole vectors; returns how many bytes it did (the caller does the tail).</summary>
    // Fully optimised from the first call: unoptimised code would call each width operation rather than inline it.
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    public static nuint ApplyWhole<TWidth, TVector>(ref byte source, ref byte destination, nuint length, byte letterShift, byte digitShift)
        where TWidth : struct, IVectorWidth<TVector>
        where TVector : struct
    {
        TVector letters = TWidth.Create(letterShift);
        TVector digits = TWidth.Create(digitShift);
        TVector caseBit = TWidth.Create(0x20);
        TVector lowerA = TWidth.Create((byte)'a');
        TVector upperA = TWidth.Create((byte)'A');
        TVector zero = TWidth.Create((byte)'0');
        TVector twentySix = TWidth.Create(26);
        TVector ten = TWidth.Create(10);
        nuint width = TWidth.Bytes;
        nuint end = length - (length % width);

        for (nuint i = 0; i < end; i += width)
        {
            TVector x = TWidth.Load(ref source, i);

            // Both cases at once: x | 0x20 folds A–Z onto a–z, and the case bit puts it back.
            // Offsets are unsigned, so a byte below the class start wraps high and fails "< size";
            // min(r, r - size) is r - size exactly when r >= size (otherwise r - size wraps high).
            TVector letter = TWidth.Subtract(TWidth.Or(x, caseBit), lowerA);
            TVector inLetters = TWidth.LessThan(letter, twentySix);
            letter = TWidth.Add(letter, letters);
            letter = TWidth.Add(TWidth.Add(TWidth.Min(letter, TWidth.Subtract(letter, twentySix)), TWidth.And(x, caseBit)), upperA);

            TVector digit = TWidth.Subtract(x, zero);
            TVector inDigits = TWidth.LessThan(digit, ten);
            digit = TWidth.Add(digit, digits);
            digit = TWidth.Add(TWidth.Min(digit, TWidth.Subtract(digit, ten)), zero);

            TVector y = TWidth.ConditionalSelect(inLetters, letter, TWidth.ConditionalSelect(inDigits, digit, x));
            TWidth.Store(y, ref destination, i);
        }

        return end;
    }
}

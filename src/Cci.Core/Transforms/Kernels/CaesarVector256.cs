using System.Runtime.Intrinsics;

namespace Cci.Core.Transforms.Kernels;

/// <summary>The Caesar kernel on 256-bit vectors: whole vectors only, the caller does the tail.</summary>
internal static class CaesarVector256
{
    /// <summary>Rotates letters by <paramref name="letterShift"/> (0..25) and digits by <paramref name="digitShift"/> (0..9) in whole vectors; returns how many bytes it did.</summary>
    public static nuint Apply(ref byte source, ref byte destination, nuint length, byte letterShift, byte digitShift)
    {
        Vector256<byte> letters = Vector256.Create(letterShift);
        Vector256<byte> digits = Vector256.Create(digitShift);
        Vector256<byte> caseBit = Vector256.Create((byte)0x20);
        Vector256<byte> lowerA = Vector256.Create((byte)'a');
        Vector256<byte> upperA = Vector256.Create((byte)'A');
        Vector256<byte> zero = Vector256.Create((byte)'0');
        Vector256<byte> twentySix = Vector256.Create((byte)26);
        Vector256<byte> ten = Vector256.Create((byte)10);
        nuint width = (nuint)Vector256<byte>.Count;
        nuint end = length - (length % width);

        for (nuint i = 0; i < end; i += width)
        {
            Vector256<byte> x = Vector256.LoadUnsafe(ref source, i);

            // Both cases at once: x | 0x20 folds A–Z onto a–z, and the case bit puts it back.
            // Offsets are unsigned, so a byte below the class start wraps high and fails "< size";
            // min(r, r - size) is r - size exactly when r >= size (otherwise r - size wraps high).
            Vector256<byte> letter = (x | caseBit) - lowerA;
            Vector256<byte> inLetters = Vector256.LessThan(letter, twentySix);
            letter += letters;
            letter = Vector256.Min(letter, letter - twentySix) + (x & caseBit) + upperA;

            Vector256<byte> digit = x - zero;
            Vector256<byte> inDigits = Vector256.LessThan(digit, ten);
            digit += digits;
            digit = Vector256.Min(digit, digit - ten) + zero;

            Vector256<byte> y = Vector256.ConditionalSelect(inLetters, letter, Vector256.ConditionalSelect(inDigits, digit, x));
            Vector256.StoreUnsafe(y, ref destination, i);
        }

        return end;
    }
}

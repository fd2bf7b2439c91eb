using System.Runtime.Intrinsics;

namespace Cci.Core.Transforms.Kernels;

/// <summary>The Caesar kernel on 128-bit vectors: whole vectors only, the caller does the tail.</summary>
internal static class CaesarVector128
{
    /// <summary>Rotates letters by <paramref name="letterShift"/> (0..25) and digits by <paramref name="digitShift"/> (0..9) in whole vectors; returns how many bytes it did.</summary>
    public static nuint Apply(ref byte source, ref byte destination, nuint length, byte letterShift, byte digitShift)
    {
        Vector128<byte> letters = Vector128.Create(letterShift);
        Vector128<byte> digits = Vector128.Create(digitShift);
        Vector128<byte> caseBit = Vector128.Create((byte)0x20);
        Vector128<byte> lowerA = Vector128.Create((byte)'a');
        Vector128<byte> upperA = Vector128.Create((byte)'A');
        Vector128<byte> zero = Vector128.Create((byte)'0');
        Vector128<byte> twentySix = Vector128.Create((byte)26);
        Vector128<byte> ten = Vector128.Create((byte)10);
        nuint width = (nuint)Vector128<byte>.Count;
        nuint end = length - (length % width);

        for (nuint i = 0; i < end; i += width)
        {
            Vector128<byte> x = Vector128.LoadUnsafe(ref source, i);

            // Both cases at once: x | 0x20 folds A–Z onto a–z, and the case bit puts it back.
            // Offsets are unsigned, so a byte below the class start wraps high and fails "< size";
            // min(r, r - size) is r - size exactly when r >= size (otherwise r - size wraps high).
            Vector128<byte> letter = (x | caseBit) - lowerA;
            Vector128<byte> inLetters = Vector128.LessThan(letter, twentySix);
            letter += letters;
            letter = Vector128.Min(letter, letter - twentySix) + (x & caseBit) + upperA;

            Vector128<byte> digit = x - zero;
            Vector128<byte> inDigits = Vector128.LessThan(digit, ten);
            digit += digits;
            digit = Vector128.Min(digit, digit - ten) + zero;

            Vector128<byte> y = Vector128.ConditionalSelect(inLetters, letter, Vector128.ConditionalSelect(inDigits, digit, x));
            Vector128.StoreUnsafe(y, ref destination, i);
        }

        return end;
    }
}

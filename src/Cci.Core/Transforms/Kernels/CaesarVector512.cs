using System.Runtime.Intrinsics;

namespace Cci.Core.Transforms.Kernels;

/// <summary>The Caesar kernel on 512-bit vectors: whole vectors only, the caller does the tail.</summary>
internal static class CaesarVector512
{
    /// <summary>Rotates letters by <paramref name="letterShift"/> (0..25) and digits by <paramref name="digitShift"/> (0..9) in whole vectors; returns how many bytes it did.</summary>
    public static nuint Apply(ref byte source, ref byte destination, nuint length, byte letterShift, byte digitShift)
    {
        Vector512<byte> letters = Vector512.Create(letterShift);
        Vector512<byte> digits = Vector512.Create(digitShift);
        Vector512<byte> caseBit = Vector512.Create((byte)0x20);
        Vector512<byte> lowerA = Vector512.Create((byte)'a');
        Vector512<byte> upperA = Vector512.Create((byte)'A');
        Vector512<byte> zero = Vector512.Create((byte)'0');
        Vector512<byte> twentySix = Vector512.Create((byte)26);
        Vector512<byte> ten = Vector512.Create((byte)10);
        nuint width = (nuint)Vector512<byte>.Count;
        nuint end = length - (length % width);

        for (nuint i = 0; i < end; i += width)
        {
            Vector512<byte> x = Vector512.LoadUnsafe(ref source, i);

            // Both cases at once: x | 0x20 folds A–Z onto a–z, and the case bit puts it back.
            // Offsets are unsigned, so a byte below the class start wraps high and fails "< size";
            // min(r, r - size) is r - size exactly when r >= size (otherwise r - size wraps high).
            Vector512<byte> letter = (x | caseBit) - lowerA;
            Vector512<byte> inLetters = Vector512.LessThan(letter, twentySix);
            letter += letters;
            letter = Vector512.Min(letter, letter - twentySix) + (x & caseBit) + upperA;

            Vector512<byte> digit = x - zero;
            Vector512<byte> inDigits = Vector512.LessThan(digit, ten);
            digit += digits;
            digit = Vector512.Min(digit, digit - ten) + zero;

            Vector512<byte> y = Vector512.ConditionalSelect(inLetters, letter, Vector512.ConditionalSelect(inDigits, digit, x));
            Vector512.StoreUnsafe(y, ref destination, i);
        }

        return end;
    }
}

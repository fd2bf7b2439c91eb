using System.Buffers.Binary;

namespace Cci.Core.Generate;

/// <summary>
/// Seeded random printable ASCII in lines of 1–120 characters. The file is cut into blocks of
/// <see cref="BlockSize"/> bytes, each made from its own generator seeded by (seed, block index),
/// so any range of the file can be made on its own — in parallel, with any buffer size — and the
/// same seed always gives the same bytes.
/// </summary>
internal static class RandomText
{
    public const int BlockSize = 64 * 1024;
    private const int MaxLine = 120;

    /// <summary>Fills <paramref name="destination"/> with the bytes that lie at <paramref name="fileOffset"/> of the file for <paramref name="seed"/>.</summary>
    public static void Fill(Span<byte> destination, long fileOffset, ulong seed)
    {
        byte[]? partial = null;
        while (!destination.IsEmpty)
        {
            long block = fileOffset / BlockSize;
            int within = (int)(fileOffset % BlockSize);
            int count = Math.Min(BlockSize - within, destination.Length);
            if (within == 0 && count == BlockSize)
            {
                FillBlock(destination[..BlockSize], seed, block);
            }
            else
            {
                partial ??= new byte[BlockSize];
                FillBlock(partial, seed, block);
                partial.AsSpan(within, count).CopyTo(destination);
            }

            destination = destination[count..];
            fileOffset += count;
        }
    }

    private static void FillBlock(Span<byte> block, ulong seed, long index)
    {
        var random = new SplitMix64(seed ^ ((ulong)index * 0x9E3779B97F4A7C15UL));
        int lineLeft = NextLineLength(ref random);
        int i = 0;
        while (i < block.Length)
        {
            ulong bits = random.Next();
            if (lineLeft >= 4 && i + 4 <= block.Length)
            {
                // The common case, a draw whose four slots are all characters: four at once, no branch
                // per byte (faster than the byte loop below, which makes the same bytes).
                BinaryPrimitives.WriteUInt32LittleEndian(block[i..], Printable4(bits));
                i += 4;
                lineLeft -= 4;
                continue;
            }

            // Four slots per 64-bit draw; a newline takes a slot but no bits, and draws the next line's length.
            for (int k = 0; k < 4 && i < block.Length; k++, i++)
            {
                if (lineLeft == 0)
                {
                    block[i] = (byte)'\n';
                    lineLeft = NextLineLength(ref random);
                    continue;
                }

                block[i] = Printable((uint)bits & 0xFFFF);
                bits >>= 16;
                lineLeft--;
            }
        }

        // Each block starts a new line, so it ends one: no line straddles two blocks' generators.
        block[^1] = (byte)'\n';
    }

    /// <summary>16 random bits scaled onto the 95 printable characters ' '..'~'.</summary>
    private static byte Printable(uint bits16) => (byte)(' ' + ((bits16 * 95) >> 16));

    /// <summary>The four characters of a draw's four 16-bit parts, first in the low byte.</summary>
    private static uint Printable4(ulong bits) =>
        Printable((uint)bits & 0xFFFF)
        | ((uint)Printable((uint)(bits >> 16) & 0xFFFF) << 8)
        | ((uint)Printable((uint)(bits >> 32) & 0xFFFF) << 16)
        | ((uint)Printable((uint)(bits >> 48)) << 24);

    private static int NextLineLength(ref SplitMix64 random) => 1 + (int)(random.Next() % MaxLine);

    /// <summary>SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and the same on every platform and runtime.</summary>
    private struct SplitMix64(ulong state)
    {
        public ulong Next()
        {
            ulong z = state += 0x9E3779B97F4A7C15UL;
            z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
            z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
            return z ^ (z >> 31);
        }
    }
}

using System.Buffers.Binary;
using System.Runtime.CompilerServices;

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

    /// <summary>Each thread's generator and part block, made once: filling allocates nothing.</summary>
    [ThreadStatic]
    private static Scratch? t_scratch;

    /// <summary>Fills <paramref name="destination"/> with the bytes that lie at <paramref name="fileOffset"/> of the file for <paramref name="seed"/>.</summary>
    public static void Fill(Span<byte> destination, long fileOffset, ulong seed) =>
        Fill(destination, fileOffset, seed, t_scratch ??= new Scratch(DrawWindow.Widest));

    /// <summary>The same bytes as <see cref="Fill(Span{byte}, long, ulong)"/>, with the windows of draws made by <paramref name="makeWindow"/>.</summary>
    public static void Fill(Span<byte> destination, long fileOffset, ulong seed, WindowMaker makeWindow) =>
        Fill(destination, fileOffset, seed, new Scratch(makeWindow));

    private static void Fill(Span<byte> destination, long fileOffset, ulong seed, Scratch scratch)
    {
        while (!destination.IsEmpty)
        {
            long block = fileOffset / BlockSize;
            int within = (int)(fileOffset % BlockSize);
            int count = Math.Min(BlockSize - within, destination.Length);
            if (within == 0 && count == BlockSize)
            {
                FillBlock(destination[..BlockSize], seed, block, scratch.Draws);
            }
            else
            {
                FillBlock(scratch.Partial, seed, block, scratch.Draws);
                scratch.Partial.AsSpan(within, count).CopyTo(destination);
            }

            destination = destination[count..];
            fileOffset += count;
        }
    }

    /// <summary>
    /// Block <paramref name="index"/>: one generator's draws, taken in order. A line starts with a draw of its length;
    /// each draw then gives four characters, one per 16-bit part, while the line has four left; the draw that ends a
    /// line gives its characters slot by slot, the newline taking a slot (and drawing the next line's length) but no bits.
    /// </summary>
    [MethodImpl(MethodImplOptions.AggressiveOptimization)]
    private static void FillBlock(Span<byte> block, ulong seed, long index, RandomDraws random)
    {
        random.Start(seed ^ ((ulong)index * SplitMix64.Gamma));
        random.Reserve();
        int lineLeft = NextLineLength(random);
        int i = random.FillLines(block, ref lineLeft);
        while (i < block.Length)
        {
            random.Reserve();
            if (lineLeft >= 4 && i + 4 <= block.Length)
            {
                // The line's whole draws, four characters each, made ahead: copied at once.
                int whole = Math.Min(lineLeft, block.Length - i) & ~3;
                random.CopyCharacters(block[i..], whole);
                i += whole;
                lineLeft -= whole;
                continue;
            }

            uint characters = random.NextCharacters();
            int drawn = -1;
            if (i + 4 <= block.Length)
            {
                // The draw that ends the line (lineLeft < 4): its first lineLeft characters, the newline, whose slot takes
                // no bits, then the next line's first characters, 3 - lineLeft of them; in one store, with no branch on
                // where the newline falls, unless the next line is shorter than that (then slot by slot, below).
                int after = 3 - lineLeft;
                drawn = NextLineLength(random);
                if (drawn >= after)
                {
                    int shift = 8 * lineLeft;
                    uint before = characters & (uint)((1UL << shift) - 1);
                    uint moved = (characters << 8) & (uint)~((1UL << (shift + 8)) - 1);
                    BinaryPrimitives.WriteUInt32LittleEndian(block[i..], before | ((uint)'\n' << shift) | moved);
                    i += 4;
                    lineLeft = drawn - after;
                    continue;
                }
            }

            for (int k = 0; k < 4 && i < block.Length; k++, i++)
            {
                if (lineLeft == 0)
                {
                    block[i] = (byte)'\n';
                    lineLeft = drawn >= 0 ? drawn : NextLineLength(random);
                    drawn = -1;
                    continue;
                }

                block[i] = (byte)characters;
                characters >>= 8;
                lineLeft--;
            }
        }

        // Each block starts a new line, so it ends one: no line straddles two blocks' generators.
        block[^1] = (byte)'\n';
    }

    private static int NextLineLength(RandomDraws random) => RandomDraws.LineLength(random.Next());

    /// <summary>One thread's generator and the block a partial range is cut from.</summary>
    private sealed class Scratch(WindowMaker makeWindow)
    {
        public RandomDraws Draws { get; } = new(makeWindow);

        public byte[] Partial { get; } = new byte[BlockSize];
    }
}

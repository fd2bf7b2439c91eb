using System.Buffers.Binary;
using Cci.Core.Generate;

namespace Cci.Benchmarks;

/// <summary>
/// <see cref="RandomText"/>'s block before whole lines were written one step each (<see cref="RandomDraws.FillLines"/>):
/// every line's whole draws, then its last draw, each a step of the loop with its own checks. The baseline of
/// generate-rounds; it must give the same bytes.
/// </summary>
internal static class StepByStepText
{
    [ThreadStatic]
    private static RandomDraws? t_draws;

    public static void Fill(Span<byte> destination, long fileOffset, ulong seed)
    {
        // Whole blocks from a block's start, as generate-rounds asks (its last block may be cut short).
        RandomDraws random = t_draws ??= new RandomDraws();
        for (; destination.Length >= RandomText.BlockSize; destination = destination[RandomText.BlockSize..], fileOffset += RandomText.BlockSize)
        {
            FillBlock(destination[..RandomText.BlockSize], seed, fileOffset / RandomText.BlockSize, random);
        }

        if (!destination.IsEmpty)
        {
            byte[] last = new byte[RandomText.BlockSize];
            FillBlock(last, seed, fileOffset / RandomText.BlockSize, random);
            last.AsSpan(0, destination.Length).CopyTo(destination);
        }
    }

    private static void FillBlock(Span<byte> block, ulong seed, long index, RandomDraws random)
    {
        random.Start(seed ^ ((ulong)index * SplitMix64.Gamma));
        random.Reserve();
        int lineLeft = NextLineLength(random);
        int i = 0;
        while (i < block.Length)
        {
            random.Reserve();
            if (lineLeft >= 4 && i + 4 <= block.Length)
            {
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

        block[^1] = (byte)'\n';
    }

    private static int NextLineLength(RandomDraws random) => RandomDraws.LineLength(random.Next());
}

using Cci.Core.Generate;

namespace Cci.Core.Tests.Generate;

public sealed class RandomTextTests
{
    [Fact]
    public void The_same_seed_gives_the_same_bytes_whatever_the_pieces()
    {
        byte[] whole = new byte[300_000];
        RandomText.Fill(whole, 0, seed: 7);
        byte[] pieces = new byte[whole.Length];
        int offset = 0;
        foreach (int piece in new[] { 1, 4095, 65537, 100_000 })
        {
            RandomText.Fill(pieces.AsSpan(offset, piece), offset, seed: 7);
            offset += piece;
        }

        RandomText.Fill(pieces.AsSpan(offset), offset, seed: 7);
        pieces.Should().Equal(whole);
    }

    [Fact]
    public void A_different_seed_gives_different_bytes()
    {
        byte[] a = new byte[1000];
        byte[] b = new byte[1000];
        RandomText.Fill(a, 0, seed: 1);
        RandomText.Fill(b, 0, seed: 2);
        a.Should().NotEqual(b);
    }

    [Fact]
    public void The_text_is_printable_ASCII_in_lines_of_at_most_120_characters()
    {
        byte[] text = new byte[200_000];
        RandomText.Fill(text, 0, seed: 3);
        text.Should().OnlyContain(b => b == '\n' || (b >= 0x20 && b < 0x7F));
        string[] lines = System.Text.Encoding.ASCII.GetString(text).Split('\n');
        lines.Skip(1).SkipLast(1).Should().OnlyContain(l => l.Length >= 1 && l.Length <= 120);
    }

    [Theory]
    [InlineData(1UL)]
    [InlineData(7UL)]
    [InlineData(ulong.MaxValue)]
    public void The_text_is_the_draw_by_draw_definition(ulong seed)
    {
        // Blocks far into the file as well as the first, each made whole and in parts that end mid-line.
        foreach (long offset in new[] { 0L, 5L * RandomText.BlockSize, (5L << 30) + 12_345 })
        {
            byte[] text = new byte[(3 * RandomText.BlockSize) + 1001];
            RandomText.Fill(text, offset, seed);
            text.Should().Equal(Definition(text.Length, offset, seed));
        }
    }

    /// <summary>The text one draw at a time: block b's generator is SplitMix64 from seed ^ (b × γ).</summary>
    private static byte[] Definition(int length, long offset, ulong seed)
    {
        const int blockSize = RandomText.BlockSize;
        long first = offset / blockSize;
        long last = (offset + length - 1) / blockSize;
        byte[] blocks = new byte[(last - first + 1) * blockSize];
        for (long index = first; index <= last; index++)
        {
            Span<byte> block = blocks.AsSpan((int)((index - first) * blockSize), blockSize);
            ulong state = seed ^ ((ulong)index * 0x9E3779B97F4A7C15UL);
            ulong Next()
            {
                ulong z = state += 0x9E3779B97F4A7C15UL;
                z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9UL;
                z = (z ^ (z >> 27)) * 0x94D049BB133111EBUL;
                return z ^ (z >> 31);
            }

            int lineLeft = 1 + (int)(Next() % 120);
            int i = 0;
            while (i < blockSize)
            {
                ulong bits = Next();
                for (int k = 0; k < 4 && i < blockSize; k++, i++)
                {
                    if (lineLeft == 0)
                    {
                        block[i] = (byte)'\n';
                        lineLeft = 1 + (int)(Next() % 120);
                        continue;
                    }

                    block[i] = (byte)(' ' + (((bits & 0xFFFF) * 95) >> 16));
                    bits >>= 16;
                    lineLeft--;
                }
            }

            block[^1] = (byte)'\n';
        }

        return blocks.AsSpan((int)(offset - (first * blockSize)), length).ToArray();
    }
}

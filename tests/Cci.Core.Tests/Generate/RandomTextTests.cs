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
}

using System.Runtime.Intrinsics;
using Cci.Core.Generate;

namespace Cci.Core.Tests.Generate;

/// <summary>Every width of <see cref="DrawWindow"/> makes the scalar width's draws and characters, and so the same text.</summary>
public sealed class DrawWindowTests
{
    public static TheoryData<string> Widths => ["Vector128", "Vector256", "Vector512", "Widest"];

    [Theory]
    [MemberData(nameof(Widths))]
    public void A_width_makes_the_scalar_window(string width)
    {
        WindowMaker make = Accelerated(width);
        foreach (ulong state in new[] { 0UL, 1UL, 0x0123_4567_89AB_CDEFUL, ulong.MaxValue - 5 })
        {
            foreach (int length in new[] { 16, 48, 1024 })
            {
                var (draws, characters) = Window(make, length, state);
                var (expectedDraws, expectedCharacters) = Window(DrawWindow.Make<DrawScalar, ulong>, length, state);
                draws.Should().Equal(expectedDraws, $"the draws of state {state}, {length} of them");
                characters.Should().Equal(expectedCharacters, $"the characters of state {state}, {length} draws");
            }
        }
    }

    [Fact]
    public void The_scalar_window_is_SplitMix64_draw_by_draw()
    {
        var (draws, characters) = Window(DrawWindow.Make<DrawScalar, ulong>, 16, 42);
        for (int n = 0; n < draws.Length; n++)
        {
            draws[n].Should().Be(SplitMix64.Mix(unchecked(42 + ((ulong)(n + 1) * SplitMix64.Gamma))));
            BitConverter.ToUInt32(characters, n * 4).Should().Be(SplitMix64.Printable4(draws[n]));
        }
    }

    [Theory]
    [MemberData(nameof(Widths))]
    public void A_width_makes_the_scalar_text_on_odd_sizes(string width)
    {
        WindowMaker make = Accelerated(width);
        foreach (long offset in new[] { 0L, 3L, RandomText.BlockSize - 1L, (7L << 30) + 4097 })
        {
            foreach (int size in new[] { 1, 3, 127, 4099, RandomText.BlockSize + 1, (2 * RandomText.BlockSize) + 12_345 })
            {
                byte[] text = new byte[size];
                byte[] scalar = new byte[size];
                RandomText.Fill(text, offset, seed: 11, make);
                RandomText.Fill(scalar, offset, seed: 11, DrawWindow.Make<DrawScalar, ulong>);
                text.Should().Equal(scalar, $"{size} bytes at {offset}");
            }
        }
    }

    [Fact]
    public void The_text_of_the_widest_width_is_the_text_of_Fill()
    {
        byte[] text = new byte[100_001];
        byte[] widest = new byte[text.Length];
        RandomText.Fill(text, 5, seed: 3);
        RandomText.Fill(widest, 5, seed: 3, DrawWindow.Widest);
        text.Should().Equal(widest);
    }

    private static WindowMaker Accelerated(string width)
    {
        (bool accelerated, WindowMaker make) = width switch
        {
            "Vector128" => (DrawVector128.IsAccelerated, (WindowMaker)DrawWindow.Make<DrawVector128, Vector128<ulong>>),
            "Vector256" => (DrawVector256.IsAccelerated, DrawWindow.Make<DrawVector256, Vector256<ulong>>),
            "Vector512" => (DrawVector512.IsAccelerated, DrawWindow.Make<DrawVector512, Vector512<ulong>>),
            _ => (true, DrawWindow.Widest),
        };
        Assert.SkipUnless(accelerated, $"{width} is not accelerated on this machine");
        return make;
    }

    private static (ulong[] Draws, byte[] Characters) Window(WindowMaker make, int length, ulong state)
    {
        ulong[] draws = new ulong[length];
        byte[] characters = new byte[length * 4];
        make(draws, characters, state);
        return (draws, characters);
    }
}

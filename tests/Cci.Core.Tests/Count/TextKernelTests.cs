using System.Text;
using Cci.Core.Count;
using Cci.Core.Count.Kernels;

namespace Cci.Core.Tests.Count;

/// <summary>-m, -L and UTF-8 words counted in two parts, split at every byte, join into the counts of the whole (a character or a line across the split counted once).</summary>
public sealed class TextKernelTests
{
    private static readonly byte[] Sample = Encoding.UTF8.GetBytes("a\u00a0b\t日本 x\u3000y😀\rab\fé\u0301\n\t\tz\u200b")
        .Concat(new byte[] { 0xE2, 0x82, (byte)' ', 0xFF, 0xF4, 0x90, 0x80, 0x80, (byte)'q', 0xC3 }).ToArray();

    public static TheoryData<string, bool, bool> Modes()
    {
        var modes = new TheoryData<string, bool, bool>();
        CountColumns[] columns =
        [
            CountColumns.Chars, CountColumns.MaxLineLength, CountColumns.Words, CountColumns.Chars | CountColumns.Lines,
            CountColumns.Words | CountColumns.Chars | CountColumns.MaxLineLength | CountColumns.Lines,
        ];
        foreach (CountColumns c in columns)
        {
            foreach (bool utf8 in new[] { false, true })
            {
                modes.Add(c.ToString(), utf8, true);
                modes.Add(c.ToString(), utf8, false);
            }
        }

        return modes;
    }

    [Theory]
    [MemberData(nameof(Modes))]
    public void Two_parts_split_at_every_byte_join_into_the_counts_of_the_whole(string columnNames, bool utf8, bool fast)
    {
        CountColumns columns = Enum.Parse<CountColumns>(columnNames);
        var mode = new TextMode(utf8);
        WordCounts whole = TextKernel.Count(Sample, 0, Sample.Length, mode, words: true);
        for (int split = 0; split <= Sample.Length; split++)
        {
            WordCounts joined = CountKernel.Count(Sample, 0, split, columns, TestKernels.Of(fast), mode).Then(CountKernel.Count(Sample, split, Sample.Length, columns, TestKernels.Of(fast), mode));

            joined.Bytes.Should().Be(whole.Bytes, $"split at {split}");
            if ((columns & CountColumns.Lines) != 0)
            {
                joined.Lines.Should().Be(whole.Lines, $"split at {split}");
            }

            if ((columns & CountColumns.Words) != 0)
            {
                joined.Words.Should().Be(whole.Words, $"split at {split}");
            }

            if ((columns & CountColumns.Chars) != 0 && utf8)
            {
                joined.Chars.Should().Be(whole.Chars, $"split at {split}");
            }

            if ((columns & CountColumns.MaxLineLength) != 0)
            {
                joined.Width.Longest.Should().Be(whole.Width.Longest, $"split at {split}");
            }
        }
    }

    [Fact]
    public void The_whole_sample_counts_as_GNU_wc_9_1_counts_it_in_the_UTF_8_locale()
    {
        WordCounts counts = TextKernel.Count(Sample, 0, Sample.Length, TextMode.Utf8Locale, words: true);

        // LC_ALL=C.UTF-8 wc -lwmL on the sample: 1 line, 9 words, 25 characters, longest line 19.
        (counts.Lines, counts.Words, counts.Chars, counts.Width.Longest).Should().Be((1L, 9L, 25L, 19L));
    }
}

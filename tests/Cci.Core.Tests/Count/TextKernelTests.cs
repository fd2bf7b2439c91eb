using System.Text;
using Cci.Core.Count;
using Cci.Core.Count.Kernels;

namespace Cci.Core.Tests.Count;

/// <summary>-m, -L and words counted in two parts, split at every byte, join into what GNU wc counts for the whole (a character or a line across the split counted once).</summary>
public sealed class TextKernelTests
{
    private static readonly byte[] Sample = Encoding.UTF8.GetBytes("a\u00a0b\t日本 x\u3000y😀\rab\fé\u0301\n\t\tz\u200b")
        .Concat(new byte[] { 0xE2, 0x82, (byte)' ', 0xFF, 0xF4, 0x90, 0x80, 0x80, (byte)'q', 0xC3 }).ToArray();

    public static TheoryData<string, bool, bool> Modes()
    {
        var modes = new TheoryData<string, bool, bool>();
        CountedValues[] columns =
        [
            CountedValues.Characters, CountedValues.LongestLine, CountedValues.Words, CountedValues.Characters | CountedValues.Lines,
            CountedValues.Words | CountedValues.Characters | CountedValues.LongestLine | CountedValues.Lines,
        ];
        foreach (CountedValues c in columns)
        {
            foreach (bool utf8 in new[] { false, true })
            {
                modes.Add(c.ToString(), utf8, true);
                modes.Add(c.ToString(), utf8, false);
            }
        }

        return modes;
    }

    /// <summary>
    /// What GNU wc 9.11 prints for the sample (<c>wc -lwmL</c>): lines, words, characters and the longest line, in the C
    /// locale (where -m counts bytes) and in C.UTF-8. 9.1 prints the same but 5 words in the C locale, where it counted
    /// no byte from 0x80 up as part of a word.
    /// </summary>
    private static (long Lines, long Words, long Characters, long Longest) GnuWc(bool utf8) => utf8 ? (1, 9, 25, 19) : (1, 8, 46, 19);

    [Theory]
    [MemberData(nameof(Modes))]
    public void Two_parts_split_at_every_byte_count_what_GNU_wc_counts_for_the_whole(string columnNames, bool utf8, bool fast)
    {
        CountedValues columns = Enum.Parse<CountedValues>(columnNames);
        var mode = new TextMode(utf8);
        (long lines, long words, long chars, long longest) = GnuWc(utf8);
        for (int split = 0; split <= Sample.Length; split++)
        {
            WordCounts joined = CountKernel.Count(Sample, 0, split, columns, TestKernels.Of(fast), mode).Then(CountKernel.Count(Sample, split, Sample.Length, columns, TestKernels.Of(fast), mode));

            joined.Bytes.Should().Be(Sample.Length, $"split at {split}");
            if ((columns & CountedValues.Lines) != 0)
            {
                joined.Lines.Should().Be(lines, $"split at {split}");
            }

            if ((columns & CountedValues.Words) != 0)
            {
                joined.Words.Should().Be(words, $"split at {split}");
            }

            if ((columns & CountedValues.Characters) != 0 && utf8)
            {
                joined.Characters.Should().Be(chars, $"split at {split}");
            }

            if ((columns & CountedValues.LongestLine) != 0)
            {
                joined.Width.Longest.Should().Be(longest, $"split at {split}");
            }
        }
    }

    [Fact]
    public void The_whole_sample_counts_as_GNU_wc_9_11_counts_it_in_the_UTF_8_locale()
    {
        WordCounts counts = TextKernel.Count(Sample, 0, Sample.Length, TextMode.Utf8Locale, words: true);

        (counts.Lines, counts.Words, counts.Characters, counts.Width.Longest).Should().Be(GnuWc(utf8: true));
    }
}

using System.Text;
using Cci.Core.Count;
using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Count;

public sealed class CountKernelTests
{
    public static TheoryData<string, bool> Texts()
    {
        string[] texts =
        [
            "",
            " ",
            " \t\n\v\f\r",
            "word",
            "no trailing newline",
            "two\nlines\n",
            "crlf line\r\nanother\r\n",
            "  leading and trailing  ",
            "a\vb\fc\rd\te f\ng",
            "\u00ff\u0001 are not whitespace\u0085\u00a0",
            new string('x', 200) + " " + new string(' ', 130) + "y\n",
            string.Concat(Enumerable.Repeat("ab c\t\n", 40)),
        ];
        var data = new TheoryData<string, bool>();
        foreach (string text in texts)
        {
            data.Add(text, false);
            data.Add(text, true);
        }

        return data;
    }

    [Theory]
    [MemberData(nameof(Texts))]
    public void Counts_agree_with_the_reference(string text, bool fast)
    {
        byte[] bytes = Encoding.Latin1.GetBytes(text);

        CountKernel.Count(bytes, (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), TestKernels.Of(fast)).Triple().Should().Be(WcReference.Of(bytes));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Random_bytes_of_every_length_up_to_300_agree_with_the_reference(bool fast)
    {
        for (int length = 0; length <= 300; length++)
        {
            byte[] bytes = WcReference.Text(length, seed: length);

            CountKernel.Count(bytes, (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), TestKernels.Of(fast)).Triple().Should().Be(WcReference.Of(bytes), $"length {length}");
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Lines_alone_agree_with_the_reference(bool fast)
    {
        byte[] bytes = WcReference.Text(10_007, seed: 5);

        CountKernel.Count(bytes, CountedValues.Lines, TestKernels.Of(fast)).Lines.Should().Be(WcReference.Of(bytes).Lines);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Counts_of_every_split_joined_equal_the_counts_of_the_whole(bool fast)
    {
        byte[] bytes = Encoding.ASCII.GetBytes("ab  cde\tf\r\ngh ij\n k");
        for (int split = 0; split <= bytes.Length; split++)
        {
            WordCounts joined = CountKernel.Count(bytes.AsSpan(0, split), (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), TestKernels.Of(fast))
                .Then(CountKernel.Count(bytes.AsSpan(split), (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), TestKernels.Of(fast)));

            joined.Triple().Should().Be(WcReference.Of(bytes), $"split at {split}");
        }
    }

    [Theory]
    [InlineData("a\u0001b", 1)]
    [InlineData("\u0001", 1)]
    [InlineData(" \u0001a ", 1)]
    [InlineData("café naïve 日本 語", 4)]
    [InlineData("Привет мир", 2)]
    [InlineData("\u00e0b", 2)]
    public void Every_byte_but_a_space_is_part_of_a_word_as_in_gnu_wc_9_11_in_the_c_locale(string text, long words)
    {
        // "à" is C3 A0 in UTF-8: in the C locale its second byte is the no-break space, which ends a word.
        byte[] bytes = Encoding.UTF8.GetBytes(text);

        CountKernel.Count(bytes, CountedValues.Words, KernelCatalog.Scalar).Words.Should().Be(words);
        CountKernel.Count(bytes, CountedValues.Words, KernelCatalog.Widest).Words.Should().Be(words);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Control_and_high_bytes_join_a_word_across_vector_blocks_and_no_break_spaces_end_one_unless_posix(bool fast)
    {
        byte[] inside = [(byte)'a', .. Enumerable.Repeat((byte)0x80, 200), (byte)'b'];
        byte[] afterSpace = [(byte)' ', .. Enumerable.Repeat((byte)0x01, 200), (byte)'b', (byte)' ', (byte)'c'];
        byte[] noBreak = [(byte)'a', .. Enumerable.Repeat((byte)0xA0, 200), (byte)'b'];
        var posix = new TextMode(Utf8: false, NonBreakingSpaceSeparates: false);

        CountKernel.Count(inside, CountedValues.Words, TestKernels.Of(fast)).Words.Should().Be(1);
        CountKernel.Count(afterSpace, CountedValues.Words, TestKernels.Of(fast)).Words.Should().Be(2);
        CountKernel.Count(noBreak, CountedValues.Words, TestKernels.Of(fast)).Words.Should().Be(2);
        CountKernel.Count(noBreak, 0, noBreak.Length, CountedValues.Words, TestKernels.Of(fast), posix).Words.Should().Be(1);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Counts_of_every_split_in_three_joined_equal_the_counts_of_the_whole(bool fast)
    {
        byte[] bytes = [(byte)'a', 0x01, 0x80, (byte)' ', 0xFF, (byte)'b', 0x00, (byte)'c', (byte)'\n', 0x7F, 0x7F, (byte)'d', (byte)' ', 0x02];
        for (int first = 0; first <= bytes.Length; first++)
        {
            for (int second = first; second <= bytes.Length; second++)
            {
                WordCounts left = CountKernel.Count(bytes.AsSpan(0, first), (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), TestKernels.Of(fast));
                WordCounts middle = CountKernel.Count(bytes.AsSpan(first, second - first), (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), TestKernels.Of(fast));
                WordCounts right = CountKernel.Count(bytes.AsSpan(second), (CountedValues.Lines | CountedValues.Words | CountedValues.Bytes), TestKernels.Of(fast));

                left.Then(middle).Then(right).Triple().Should().Be(WcReference.Of(bytes), $"split at {first} and {second}");
                left.Then(middle.Then(right)).Triple().Should().Be(WcReference.Of(bytes), $"split at {first} and {second}, joined right first");
            }
        }
    }
}

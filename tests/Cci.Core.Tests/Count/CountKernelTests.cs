using System.Text;
using Cci.Core.Count;

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

        CountKernel.Count(bytes, CountColumns.All, fast).Triple().Should().Be(WcReference.Of(bytes));
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Random_bytes_of_every_length_up_to_300_agree_with_the_reference(bool fast)
    {
        for (int length = 0; length <= 300; length++)
        {
            byte[] bytes = WcReference.Text(length, seed: length);

            CountKernel.Count(bytes, CountColumns.All, fast).Triple().Should().Be(WcReference.Of(bytes), $"length {length}");
        }
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Lines_alone_agree_with_the_reference(bool fast)
    {
        byte[] bytes = WcReference.Text(10_007, seed: 5);

        CountKernel.Count(bytes, CountColumns.Lines, fast).Lines.Should().Be(WcReference.Of(bytes).Lines);
    }

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void Counts_of_every_split_joined_equal_the_counts_of_the_whole(bool fast)
    {
        byte[] bytes = Encoding.ASCII.GetBytes("ab  cde\tf\r\ngh ij\n k");
        for (int split = 0; split <= bytes.Length; split++)
        {
            WordCounts joined = CountKernel.Count(bytes.AsSpan(0, split), CountColumns.All, fast)
                .Then(CountKernel.Count(bytes.AsSpan(split), CountColumns.All, fast));

            joined.Triple().Should().Be(WcReference.Of(bytes), $"split at {split}");
        }
    }
}

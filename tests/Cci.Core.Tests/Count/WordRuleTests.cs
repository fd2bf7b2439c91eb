using Cci.Core.Count;
using Cci.Core.Count.Kernels;
using Cci.Core.Kernels;

namespace Cci.Core.Tests.Count;

/// <summary>
/// GNU coreutils 9.11's word rule (<see cref="WcReference"/>) as every kernel counts it: the scalar one and each vector
/// width this machine accelerates, in the C locale (with and without POSIXLY_CORRECT's no-break spaces) and in UTF-8
/// (the character kernel, and the byte kernels where the text is ASCII), on random text of control bytes, bytes from
/// 0x80 up, invalid UTF-8 and non-breaking spaces, whole and split in two at every byte (a word across the split once).
/// </summary>
public sealed class WordRuleTests
{
    public static TheoryData<KernelMethod> Kernels() => [.. KernelCatalog.Available.Select(k => k.Method)];

    private static readonly int[] Lengths = [.. Enumerable.Range(0, 140), 191, 192, 193, 255, 256, 257, 1000, 4097];

    [Theory]
    [MemberData(nameof(Kernels))]
    public void Each_kernel_counts_words_of_bytes_by_the_9_11_rule_in_the_C_locale(KernelMethod method)
    {
        foreach (bool separates in new[] { true, false })
        {
            var mode = new TextMode(Utf8: false, NonBreakingSpaceSeparates: separates);
            foreach (int length in Lengths)
            {
                byte[] bytes = WcReference.Text(length, seed: 9_11 + length);
                (long lines, long words, long count) = WcReference.Of(bytes, separates);

                WordCounts counts = CountKernel.Count(bytes, 0, bytes.Length, CountedValues.Lines | CountedValues.Words, KernelCatalog.For(method), mode);
                counts.Triple().Should().Be((lines, words, count), $"length {length}, no-break spaces separate: {separates}");
                WordCounts measured = CountKernel.Count(bytes, 0, bytes.Length, CountedValues.Words | CountedValues.LongestLine, KernelCatalog.For(method), mode);
                measured.Words.Should().Be(words, $"length {length} with -L (the character kernel), no-break spaces separate: {separates}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Kernels))]
    public void Each_kernel_counts_words_of_UTF_8_by_the_9_11_rule(KernelMethod method)
    {
        foreach (bool separates in new[] { true, false })
        {
            var mode = new TextMode(Utf8: true, NonBreakingSpaceSeparates: separates);
            foreach (int length in Lengths)
            {
                byte[] bytes = WcReference.Utf8Text(length, seed: 2026 + length);
                long words = WcReference.Utf8Words(bytes, separates);

                CountKernel.Count(bytes, 0, bytes.Length, CountedValues.Words, KernelCatalog.For(method), mode).Words
                    .Should().Be(words, $"length {length}, non-breaking spaces separate: {separates}");
                CountKernel.Count(bytes, 0, bytes.Length, CountedValues.Words | CountedValues.Characters | CountedValues.LongestLine, KernelCatalog.For(method), mode).Words
                    .Should().Be(words, $"length {length} with -mL, non-breaking spaces separate: {separates}");
            }
        }
    }

    [Theory]
    [MemberData(nameof(Kernels))]
    public void Two_parts_split_at_every_byte_join_into_the_words_of_the_whole(KernelMethod method)
    {
        Kernel kernel = KernelCatalog.For(method);
        foreach (int length in new[] { 63, 64, 65, 130, 200 })
        {
            byte[] bytes = WcReference.Text(length, seed: length);
            byte[] text = WcReference.Utf8Text(length, seed: length);
            for (int split = 0; split <= length; split++)
            {
                Join(bytes, split, CountedValues.Lines | CountedValues.Words, kernel, TextMode.CLocale).Triple().Should().Be(WcReference.Of(bytes), $"C locale, length {length}, split at {split}");
                Join(text, split, CountedValues.Words, kernel, TextMode.Utf8Locale).Words.Should().Be(WcReference.Utf8Words(text), $"UTF-8, length {length}, split at {split}");
                Join(text, split, CountedValues.Words | CountedValues.LongestLine, kernel, TextMode.Utf8Locale).Words.Should().Be(WcReference.Utf8Words(text), $"UTF-8 with -L, length {length}, split at {split}");
            }
        }
    }

    [Theory]
    [InlineData("a\u2028b", 2)]
    [InlineData("a\u2029b", 2)]
    [InlineData("a\u0085b", 1)]
    [InlineData("\u0001", 1)]
    [InlineData("a\u200bb", 1)]
    public void Unprintable_characters_are_part_of_a_word_and_unprintable_spaces_end_one_in_UTF_8(string text, long words)
    {
        byte[] bytes = System.Text.Encoding.UTF8.GetBytes(text);

        TextKernel.Count(bytes, 0, bytes.Length, TextMode.Utf8Locale, words: true).Words.Should().Be(words);
        WcReference.Utf8Words(bytes).Should().Be(words);
    }

    [Theory]
    [InlineData(new byte[] { 0x80 }, 1)]
    [InlineData(new byte[] { (byte)'a', 0xFF, (byte)'b' }, 1)]
    [InlineData(new byte[] { 0xFF, (byte)' ', 0xC3 }, 2)]
    [InlineData(new byte[] { 0xE2, 0x82 }, 1)]
    public void Encoding_errors_are_part_of_a_word_in_UTF_8(byte[] bytes, long words)
    {
        TextKernel.Count(bytes, 0, bytes.Length, TextMode.Utf8Locale, words: true).Words.Should().Be(words);
        WcReference.Utf8Words(bytes).Should().Be(words);
    }

    private static WordCounts Join(byte[] bytes, int split, CountedValues columns, Kernel kernel, TextMode mode) =>
        CountKernel.Count(bytes, 0, split, columns, kernel, mode).Then(CountKernel.Count(bytes, split, bytes.Length, columns, kernel, mode));
}

using System.Text;

namespace Cci.Library.Tests;

public sealed class FileProcessorCountStreamTests : IDisposable
{
    private const CountedValues Every = CountedValues.Lines | CountedValues.Words | CountedValues.Bytes | CountedValues.Characters | CountedValues.LongestLine;

    private readonly TempDirectory _dir = new();

    public void Dispose() => _dir.Dispose();

    [Theory]
    [InlineData(false)]
    [InlineData(true)]
    public void A_stream_counts_as_the_same_bytes_in_a_file_and_as_the_plain_reference(bool utf8)
    {
        foreach (int size in Strategies.Sizes)
        {
            byte[] bytes = PlainCount.Text(size, seed: size + 7);
            var options = new CountingOptions { Values = Every, Utf8 = utf8 };
            using var stream = new MemoryStream(bytes);

            TextCounts counted = FileProcessor.Count(stream, options).Value;

            counted.Should().Be(FileProcessor.Count(_dir.Write($"in-{size}", bytes), options).Value, $"{size} bytes");
            if (!utf8)
            {
                counted.Should().Be(PlainCount.Of(bytes), $"{size} bytes");
            }
        }
    }

    [Fact]
    public void A_stream_is_read_from_where_it_stands_and_left_open()
    {
        using var stream = new MemoryStream("skipped\none two\n"u8.ToArray());
        stream.Position = "skipped\n".Length;

        FileProcessor.Count(stream).Value.Should().Be(new TextCounts(1, 2, 0, 8, 0));
        stream.CanRead.Should().BeTrue();
    }

    [Fact]
    public void A_dash_among_paths_is_the_standard_input_given_read_on_where_the_last_stopped()
    {
        string before = _dir.Write("before", "one two\n"u8.ToArray());
        string missing = _dir.File("missing");
        using var input = new MemoryStream("three four five\nsix\n"u8.ToArray());

        IReadOnlyList<FileCounts> outcomes = FileProcessor.Count([before, "-", missing, "-"], input).Value;

        outcomes.Should().Equal(
            new FileCounts(before, new TextCounts(1, 2, 0, 8, 0), null, 8),
            new FileCounts("-", new TextCounts(2, 4, 0, 20, 0), null, null),
            new FileCounts(missing, null, "No such file or directory", null, MetadataRead: false),
            new FileCounts("-", new TextCounts(0, 0, 0, 0, 0), null, null));
    }

    [Fact]
    public void Without_a_dash_the_standard_input_is_not_read_and_no_paths_count_nothing()
    {
        string file = _dir.Write("file", "a b\n"u8.ToArray());
        using var input = new MemoryStream("unread\n"u8.ToArray());

        FileProcessor.Count([file], input).Value.Should().Equal(new FileCounts(file, new TextCounts(1, 2, 0, 4, 0), null, 4));
        FileProcessor.Count([], input).Value.Should().BeEmpty();
        input.Position.Should().Be(0);
    }

    [Theory]
    [InlineData("\u00A0")]
    [InlineData("\u2007")]
    [InlineData("\u202F")]
    [InlineData("\u2060")]
    public void Posix_words_keep_a_non_breaking_space_inside_a_word_in_utf8(string space)
    {
        byte[] bytes = Encoding.UTF8.GetBytes($"one{space}two three\n");
        string path = _dir.Write("nbsp", bytes);
        var gnu = new CountingOptions { Values = CountedValues.Words, Utf8 = true };
        var posix = gnu with { PosixWords = true };

        FileProcessor.Count(path, gnu).Value.Words.Should().Be(3);
        FileProcessor.Count(path, posix).Value.Words.Should().Be(2);
        using var stream = new MemoryStream(bytes);
        FileProcessor.Count(stream, posix).Value.Words.Should().Be(2);
    }

    [Fact]
    public void Posix_words_keep_the_no_break_byte_in_a_word_in_the_c_locale()
    {
        // GNU 9.11 maps the byte 0xA0 to U+00A0 in the C locale: a separator unless POSIXLY_CORRECT is set. "\u00A0" in
        // UTF-8 is C2 A0: "one\xC2" and "two" apart, or one word with the POSIX rule.
        byte[] bytes = Encoding.UTF8.GetBytes("one\u00A0two three\n");
        string path = _dir.Write("c", bytes);
        var c = new CountingOptions { Values = CountedValues.Words };

        FileProcessor.Count(path, c).Value.Words.Should().Be(3);
        FileProcessor.Count(path, c with { PosixWords = true }).Value.Words.Should().Be(2);
    }
}
